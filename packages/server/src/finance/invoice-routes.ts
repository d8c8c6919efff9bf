/** Invoices beyond the framework: issue, reject, credit notes (issue 22: being built). */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const invoiceRoutes = new Hono<AppEnv>();
