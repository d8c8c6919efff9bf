/** The forum's hand-written routes beside the forumTopic resource (contract content/forum.ts), under /behind. */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import type { ResourceBinding } from '../resources/binding';
import { logRoutes } from './log-routes';
import { memberRoutes } from './member-routes';
import { moderateRoutes } from './moderate';
import { queueRoutes } from './queue';
import { reportRoutes } from './reports';
import { siteTokenRoutes } from './site-tokens';
import { threadRoutes } from './thread';

export function forumRoutes(served: readonly ResourceBinding[]): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.route('/', threadRoutes(served));
  routes.route('/', moderateRoutes);
  routes.route('/', queueRoutes);
  routes.route('/', reportRoutes);
  routes.route('/', logRoutes);
  routes.route('/', memberRoutes);
  routes.route('/', siteTokenRoutes);
  return routes;
}
