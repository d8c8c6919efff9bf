/** Print data and archived PDFs of issued documents (issue 22: being built). */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const printRoutes = new Hono<AppEnv>();
