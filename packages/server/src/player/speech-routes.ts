/** Text templates' render and speech routes (issue 21: being built). */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const speechRoutes = new Hono<AppEnv>();
