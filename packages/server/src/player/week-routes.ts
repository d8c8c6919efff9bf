/** A store's music week (issue 21: being built). */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const weekRoutes = new Hono<AppEnv>();
