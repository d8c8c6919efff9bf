/**
 * The signed-in staff user and their menu as the answers carry them: signing in, the caller, switching roles, the
 * menu and the menu editor's preview all answer these.
 */
import type { MenuItem, UserInfoAnswer } from '@soundboard/contract';
import * as v from 'valibot';
import { nullableString, type Schema, shape } from './output-shapes';

export const userInfo = shape<UserInfoAnswer>()({
  id: v.number(),
  user_name: v.string(),
  nickname: v.string(),
  avatar: v.string(),
  role: v.array(v.string()),
  roleNames: v.array(v.string()),
  activeRole: nullableString,
  mustChangePassword: v.boolean(),
  mustEnrolTwoFactor: v.boolean(),
  permissions: v.array(v.string()),
  email: v.string(),
  accountId: v.string(),
  registrationDate: v.string(),
});

export const menuItem: Schema = shape<MenuItem>()({
  key: v.string(),
  path: v.string(),
  name: v.string(),
  icon: v.optional(v.string()),
  titles: v.optional(v.object({ 'zh-CN': v.string(), 'en-US': v.string() })),
  children: v.optional(v.array(v.lazy(() => menuItem))),
});
