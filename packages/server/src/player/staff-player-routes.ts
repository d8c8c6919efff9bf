/** Device tokens, a store's players and play-now (issue 21: being built). */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const staffPlayerRoutes = new Hono<AppEnv>();
