/** Playout history (issue 21: being built). */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const playoutRoutes = new Hono<AppEnv>();
