/** Partners' ledgers, adjustments and the balance check (issue 22: being built). */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const ledgerRoutes = new Hono<AppEnv>();
