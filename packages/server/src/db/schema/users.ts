import type { NotificationChoice } from '@soundboard/contract';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytea, recordColumns, tstz } from './common';

export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  permissions: text('permissions').array().notNull(),
  /** Seeded roles: they cannot be deleted and their key cannot change. */
  system: boolean('system').notNull().default(false),
  /** Keys of the menu entries the role sees (server menu); null: every entry its permissions allow. */
  menuKeys: text('menu_keys').array(),
  /** The notification kinds this role's users get by default (notifications/preferences.ts); null: all. */
  notificationDefaults: jsonb('notification_defaults').$type<NotificationChoice>(),
  ...recordColumns(),
});

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  status: text('status', { enum: ['active', 'disabled'] })
    .notNull()
    .default('active'),
  nickname: text('nickname').notNull().default(''),
  email: text('email').notNull().default(''),
  avatarId: integer('avatar_id'),
  countryRegion: text('country_region').notNull().default(''),
  area: text('area').array().notNull().default([]),
  address: text('address').notNull().default(''),
  profile: text('profile').notNull().default(''),
  officeLocation: text('office_location').notNull().default(''),
  introduction: text('introduction').notNull().default(''),
  website: text('website').notNull().default(''),
  phone: text('phone').notNull().default(''),
  accountId: text('account_id').notNull().default(''),
  registeredAt: tstz('registered_at').notNull().defaultNow(),
  /** Set with a password the server generated (new user, reset): the user must choose their own at sign-in. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** Signed in holding a role that requires a second factor, without one: only enrolment answers until set up. */
  mustEnrolTwoFactor: boolean('must_enrol_two_factor').notNull().default(false),
  /** The user's own notification choices (notifications/preferences.ts); null: their roles' defaults. */
  notificationChoice: jsonb('notification_choice').$type<NotificationChoice>(),
  ...recordColumns(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);

export const avatars = pgTable(
  'avatars',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    /** Moved to the file store at start-up (storage/move-blobs.ts): then null and `hash` names the content. */
    bytes: bytea('bytes'),
    hash: text('hash'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (table) => [index('avatars_user_idx').on(table.userId)],
);

export const menus = pgTable('menus', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  parentId: integer('parent_id'),
  key: text('key').notNull().unique(),
  path: text('path').notNull(),
  name: text('name').notNull(),
  icon: text('icon'),
  permission: text('permission').notNull(),
  sort: integer('sort').notNull().default(0),
  hidden: boolean('hidden').notNull().default(false),
  /** directory | page | action (contract MENU_KINDS). */
  kind: text('kind').notNull().default('page'),
  /** Custom titles from the menu editor ('' when the title key is used). */
  titleZh: text('title_zh').notNull().default(''),
  titleEn: text('title_en').notNull().default(''),
  /** Changed in the menu editor: start-up no longer brings it back to the seed. */
  edited: boolean('edited').notNull().default(false),
});
