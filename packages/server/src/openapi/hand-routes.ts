/**
 * What the routes written by hand read (the resource framework's routes carry theirs, see ./route-input.ts),
 * keyed `METHOD path` exactly as the router lists them. A route that reads nothing has no entry. The fuzz suite
 * records the schema each handler validates with and fails when it differs from the one named here.
 */
import {
  API_BASE,
  AVATAR_UPLOAD_PATH,
  accountRequestQuery,
  CONFIG_GROUP_NAMES,
  certificationSchema,
  changePasswordSchema,
  configGroupSchema,
  createRoleSchema,
  createUserSchema,
  forgotPasswordSchema,
  handleRequestSchema,
  IMAGE_UPLOAD_PATH,
  KPI_MINE_PATH,
  KPI_PATH,
  kpiQuerySchema,
  kpiTargetsSchema,
  loginSchema,
  MENU_ADMIN_PATH,
  menuEntrySchema,
  menuOrderSchema,
  messageTypeQuery,
  movementReverseSchema,
  profileSchema,
  readMessagesSchema,
  registerSchema,
  SWITCH_ROLE_PATH,
  stockAdjustSchema,
  switchRoleSchema,
  twoFactorConfirmSchema,
  twoFactorLoginSchema,
  twoFactorProofSchema,
  updateRoleSchema,
  updateUserSchema,
  userListQuery,
  userStatusSchema,
} from '@soundboard/contract';
import * as v from 'valibot';
import type { RouteInput } from './route-input';

const B = API_BASE;

export const HAND_ROUTE_INPUTS: Record<string, RouteInput> = {
  [`POST ${B}/user/login`]: { body: loginSchema },
  [`POST ${B}/user/login/two-factor`]: { body: twoFactorLoginSchema },
  [`POST ${B}/user/two-factor/confirm`]: { body: twoFactorConfirmSchema },
  [`POST ${B}/user/two-factor/recovery-codes`]: { body: twoFactorProofSchema },
  [`POST ${B}/user/two-factor/disable`]: { body: twoFactorProofSchema },
  [`PUT ${B}/account/profile`]: { body: profileSchema },
  [`PUT ${B}/account/password`]: { body: changePasswordSchema },
  [`POST ${B}${AVATAR_UPLOAD_PATH}`]: { upload: 'file' },
  [`GET ${B}/account/messages`]: { query: messageTypeQuery },
  [`POST ${B}/account/messages/read`]: { body: readMessagesSchema },
  [`POST ${B}/account/messages/read-all`]: { query: messageTypeQuery },
  [`DELETE ${B}/account/messages`]: { query: messageTypeQuery },
  [`POST ${B}/account/certification`]: { body: certificationSchema },
  [`POST ${B}/account/register`]: { body: registerSchema },
  [`POST ${B}/account/forgot-password`]: { body: forgotPasswordSchema },
  [`GET ${B}/account/requests`]: { query: accountRequestQuery },
  [`POST ${B}/account/requests/:id/approve`]: { body: handleRequestSchema },
  [`POST ${B}/account/requests/:id/reject`]: { body: handleRequestSchema },
  [`GET ${B}/settings/users`]: { query: userListQuery },
  [`POST ${B}/settings/users`]: { body: createUserSchema },
  [`PUT ${B}/settings/users/:id`]: { body: updateUserSchema },
  [`PUT ${B}/settings/users/:id/status`]: { body: userStatusSchema },
  [`POST ${B}/settings/roles`]: { body: createRoleSchema },
  [`PUT ${B}/settings/roles/:id`]: { body: updateRoleSchema },
  [`POST ${B}${MENU_ADMIN_PATH}`]: { body: menuEntrySchema },
  [`PUT ${B}${MENU_ADMIN_PATH}/order`]: { body: menuOrderSchema },
  [`PUT ${B}${MENU_ADMIN_PATH}/:id`]: { body: menuEntrySchema },
  [`POST ${B}${SWITCH_ROLE_PATH}`]: { body: switchRoleSchema },
  [`POST ${B}${IMAGE_UPLOAD_PATH}`]: { upload: 'file' },
  [`POST ${B}/inventory/adjust`]: { body: stockAdjustSchema },
  [`POST ${B}/inventory/movements/:id{[0-9]+}/reverse`]: { body: movementReverseSchema },
  // The group in the path picks one of these.
  [`PUT ${B}/config/:group`]: { body: v.union(CONFIG_GROUP_NAMES.map((group) => configGroupSchema(group))) },
  [`GET ${B}${KPI_PATH}`]: { query: kpiQuerySchema },
  [`GET ${B}${KPI_MINE_PATH}`]: { query: kpiQuerySchema },
  [`PUT ${B}${KPI_PATH}/:userId/:year`]: { body: kpiTargetsSchema },
};

/**
 * Routes whose query schema is a constant of their route file, not the contract, so it cannot be named here
 * without a copy: moving it into the contract documents it.
 */
export const UNDOCUMENTED_QUERIES = [`GET ${B}/user/find`, `GET ${B}${MENU_ADMIN_PATH}/preview`];
