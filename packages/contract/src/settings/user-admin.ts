/**
 * User and role administration (Settings: /setting/user, /setting/role) and switch roles: the API's paths and
 * shapes, shared by the server (authoritative) and the admin. Messages are keys of ../messages.ts.
 */
import * as v from 'valibot';
import { type NotificationChoice, notificationChoiceSchema } from '../notifications/kinds';
import { PERMISSIONS, type Permission } from '../permissions';
import { PATTERNS } from '../resources/define';

export const USER_ADMIN_PATH = '/settings/users';
/** The signed-in user's own live sessions (GET; DELETE `/:sessionId` ends one): answered as AdminSession[]. */
export const OWN_SESSIONS_PATH = '/user/sessions';
export const ROLE_ADMIN_PATH = '/settings/roles';
export const SWITCH_ROLE_PATH = '/user/switch_role';

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** The role that administers the system: at least one active user must hold it. */
export const ADMIN_ROLE = 'admin';

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.tooLong'));
const required = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.tooLong'));
const optionalPattern = (pattern: { regex: RegExp; message: string }) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || pattern.regex.test(value), pattern.message),
  );
const roleKeys = v.pipe(
  v.array(v.string()),
  v.minLength(1, 'validation.required'),
  v.maxLength(20, 'validation.tooMany'),
);

const userFields = {
  nickname: required(64),
  email: v.optional(optionalPattern(PATTERNS.email), ''),
  phone: v.optional(optionalPattern(PATTERNS.phone), ''),
  officeLocation: v.optional(text(100), ''),
  roles: roleKeys,
};

export const createUserSchema = v.strictObject({
  username: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z0-9_.-]{3,32}$/, 'validation.username')),
  ...userFields,
});

export const updateUserSchema = v.strictObject({ ...userFields, version: v.pipe(v.number(), v.integer()) });

export const userListQuery = v.strictObject({
  status: v.optional(v.picklist(USER_STATUSES, 'validation.invalid')),
  role: v.optional(v.pipe(v.string(), v.maxLength(40))),
  keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, 'validation.tooLong'))),
});

export type CreateUserInput = v.InferInput<typeof createUserSchema>;
export type UpdateUserInput = v.InferInput<typeof updateUserSchema>;

/** A user as the administration screens list and edit it. */
export interface AdminUser {
  id: number;
  username: string;
  nickname: string;
  email: string;
  phone: string;
  officeLocation: string;
  status: UserStatus;
  roles: string[];
  mustChangePassword: boolean;
  /** Live sessions (not revoked, not expired). */
  sessions: number;
  lastSeenAt: string | null;
  registeredAt: string;
  version: number;
}

/** Create and reset answer with the generated password: shown once, stored nowhere in clear. */
export interface GeneratedPasswordAnswer {
  user: AdminUser;
  password: string;
}

export interface AdminSession {
  id: number;
  userAgent: string;
  ip: string;
  createdAt: string;
  lastSeenAt: string;
  /** The caller's own session (ending it signs the caller out). */
  current: boolean;
}

const roleFields = {
  nameZh: required(40),
  nameEn: required(40),
  permissions: v.pipe(
    v.array(v.picklist(PERMISSIONS, 'validation.invalid')),
    v.maxLength(PERMISSIONS.length, 'validation.tooMany'),
  ),
  /** Keys of the server menu's entries the role sees; null: every entry its permissions allow. */
  menuKeys: v.nullable(v.pipe(v.array(v.pipe(v.string(), v.maxLength(80))), v.maxLength(200, 'validation.tooMany'))),
  /** The notification kinds its users get until they choose their own; null: all. Absent: unchanged. */
  notificationDefaults: v.optional(v.nullable(notificationChoiceSchema)),
};

export const createRoleSchema = v.strictObject({
  key: v.pipe(v.string(), v.trim(), v.regex(/^[a-z][a-z0-9_]{1,31}$/, 'validation.roleKey')),
  ...roleFields,
});

export const updateRoleSchema = v.strictObject({ ...roleFields, version: v.pipe(v.number(), v.integer()) });

export const switchRoleSchema = v.strictObject({ role: v.nullable(v.pipe(v.string(), v.maxLength(40))) });

export interface AdminRole {
  id: number;
  key: string;
  nameZh: string;
  nameEn: string;
  permissions: Permission[];
  menuKeys: string[] | null;
  system: boolean;
  notificationDefaults: NotificationChoice | null;
  /** Users holding it. */
  users: number;
  version: number;
}

/** The permission matrix's rows: a permission code's module (before the colon) and its action. */
export function permissionParts(code: Permission): { module: string; action: string } {
  const [module = code, action = ''] = code.split(':');
  return { module, action };
}
