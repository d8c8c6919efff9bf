/** The server monitor screen's data (admin only): the figures the metrics middleware and sampler recorded. */
import { MONITOR_PATH } from '@soundboard/contract';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import type { AppEnv } from '../http/env';
import { metricsOf } from '../http/metrics';
import { ok } from '../http/respond';

export const monitorRoutes = new Hono<AppEnv>();

monitorRoutes.get(MONITOR_PATH, needs('monitor:read'), (c) => ok(c, metricsOf(c.var.deps).snapshot()));
