/** Withdrawals beyond the framework: summary, bank export (issue 22: being built). */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const withdrawalRoutes = new Hono<AppEnv>();
