/** The finance module's routes beside the framework's, mounted under /behind. */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { invoiceRoutes } from './invoice-routes';
import { ledgerRoutes } from './ledger-routes';
import { partnerApiRoutes } from './partner-api';
import { printRoutes } from './print-routes';
import { withdrawalRoutes } from './withdrawal-routes';

export const financeRoutes = new Hono<AppEnv>();
financeRoutes.route('/', ledgerRoutes);
financeRoutes.route('/', withdrawalRoutes);
financeRoutes.route('/', invoiceRoutes);
financeRoutes.route('/', printRoutes);
financeRoutes.route('/', partnerApiRoutes);
