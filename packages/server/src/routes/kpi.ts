/** Sales targets and attainment (Settings, KPI): being built. */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const kpiRoutes = new Hono<AppEnv>();
