import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { avatarRoutes } from './avatar';
import { certificationRoutes } from './certification';
import { menuAdminRoutes } from './menus-admin';
import { messageRoutes } from './messages';
import { overviewRoutes } from './overview';
import { profileRoutes } from './profile';
import { regionRoutes } from './regions';
import { requestRoutes } from './requests';
import { roleAdminRoutes } from './roles-admin';
import { twoFactorRoutes } from './two-factor';
import { twoFactorAdminRoutes } from './two-factor-admin';
import { userAdminRoutes } from './users-admin';

/** Everything under /behind/account (and the avatar image under /behind/user/avatar). */
export const accountRoutes = new Hono<AppEnv>();
accountRoutes.route('/', profileRoutes);
accountRoutes.route('/', regionRoutes);
accountRoutes.route('/', avatarRoutes);
accountRoutes.route('/', messageRoutes);
accountRoutes.route('/', overviewRoutes);
accountRoutes.route('/', certificationRoutes);
accountRoutes.route('/', requestRoutes);
accountRoutes.route('/', userAdminRoutes);
accountRoutes.route('/', roleAdminRoutes);
accountRoutes.route('/', menuAdminRoutes);
accountRoutes.route('/', twoFactorRoutes);
accountRoutes.route('/', twoFactorAdminRoutes);
