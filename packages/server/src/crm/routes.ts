/** The CRM's hand-written routes beside the company and customer resources (issue 18: the pool and follow-ups). */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { followUpRoutes } from './follow-ups';
import { poolRoutes } from './pool-routes';
import { timelineRoutes } from './timeline';
import { todayRoutes } from './today';

export const crmRoutes = new Hono<AppEnv>();
crmRoutes.route('/', followUpRoutes);
crmRoutes.route('/', timelineRoutes);
crmRoutes.route('/', todayRoutes);
crmRoutes.route('/', poolRoutes);
