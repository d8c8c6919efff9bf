/** The players' device routes (issue 21: being built). */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const deviceRoutes = new Hono<AppEnv>();
