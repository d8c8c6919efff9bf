/**
 * The player module's routes, mounted under /behind: staff routes (text-template render and speech, a store's
 * week, device tokens and play-now, playout history) and the device routes under contract PLAYER_API.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { deviceRoutes } from './device-routes';
import { playoutRoutes } from './playout-routes';
import { speechRoutes } from './speech-routes';
import { staffPlayerRoutes } from './staff-player-routes';
import { weekRoutes } from './week-routes';

export const playerRoutes = new Hono<AppEnv>();
playerRoutes.route('/', speechRoutes);
playerRoutes.route('/', weekRoutes);
playerRoutes.route('/', staffPlayerRoutes);
playerRoutes.route('/', playoutRoutes);
playerRoutes.route('/', deviceRoutes);
