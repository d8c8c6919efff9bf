/** Configuration groups and dictionaries (Settings): being built. */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const configRoutes = new Hono<AppEnv>();
