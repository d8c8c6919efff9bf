/** The partners' own API (partner token) (issue 22: being built). */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const partnerApiRoutes = new Hono<AppEnv>();
