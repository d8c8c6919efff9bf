/**
 * The players' device routes (contract player/api.ts, under PLAYER_API): each needs a device token
 * (./player-token.ts) and reaches its own store's timeline, files, speech and commands, nothing else.
 */
import {
  heartbeatSchema,
  PLAYER_COMMANDS_PATH,
  PLAYER_FILES_PATH,
  PLAYER_HEARTBEAT_PATH,
  PLAYER_SPEECH_PATH,
  PLAYER_TIMELINE_PATH,
} from '@soundboard/contract';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody, queryOf } from '../http/validate';
import { withInput } from '../openapi/route-input';
import { type Servable, serveStored } from '../storage/serve';
import { commandsFor } from './commands';
import { playableMaterial } from './device-files';
import { recordHeartbeat } from './heartbeat';
import { needsDevice } from './player-token';
import { speechServable } from './speech-cache';
import { timelineFor } from './timeline-for';

/**
 * A device's files: `private` (the token is a header a shared cache cannot see, and the file is the store's),
 * kept a day without asking again — a material's id always names the same bytes (its hash is the ETag), and a
 * player plays each track many times a day, so revalidating before every play would cost a request per track.
 * A revoked player keeps only what it already holds, for at most that day.
 */
export const DEVICE_FILE_CACHE_CONTROL = 'private, max-age=86400';

/** How far `from` may lie from now: a player with a wrong clock still gets a useful timeline. */
const FROM_CLAMP_MS = 24 * 3_600_000;

const timelineQuery = v.strictObject({ from: v.optional(v.pipe(v.string(), v.isoTimestamp('validation.type'))) });
const commandsQuery = v.strictObject({
  after: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,10}$/, 'validation.type'),
      v.toNumber(),
      v.maxValue(2_147_483_647, 'validation.max'),
    ),
    '0',
  ),
});

export const deviceRoutes = new Hono<AppEnv>();

deviceRoutes.get(
  PLAYER_TIMELINE_PATH,
  needsDevice(),
  withInput({ query: timelineQuery }, async (c) => {
    const { db, now } = c.var.deps;
    const query = queryOf(c, timelineQuery);
    const at = now().getTime();
    const asked = query.from ? Date.parse(query.from) : at;
    const from = new Date(Math.min(Math.max(asked, at - FROM_CLAMP_MS), at + FROM_CLAMP_MS));
    return ok(c, await timelineFor(db, c.var.deps, c.var.device, from));
  }),
);

async function serveToDevice(c: Parameters<typeof serveStored>[0], file: Servable) {
  const response = await serveStored(c, file);
  response.headers.set('Cache-Control', DEVICE_FILE_CACHE_CONTROL);
  return response;
}

deviceRoutes.get(`${PLAYER_FILES_PATH}/:materialId`, needsDevice(), async (c) => {
  const file = await playableMaterial(c.var.deps.db, c.var.device.storeId, idParam(c, 'materialId'));
  if (!file) throw notFound();
  return serveToDevice(c, file);
});

deviceRoutes.get(`${PLAYER_SPEECH_PATH}/:key`, needsDevice(), async (c) => {
  const key = c.req.param('key');
  // A key is a SHA-256 in hex: anything else names nothing (and is not looked up).
  if (!/^[0-9a-f]{64}$/.test(key)) throw notFound();
  const file = await speechServable(c.var.deps, key);
  if (!file) throw notFound();
  return serveToDevice(c, file);
});

deviceRoutes.get(
  PLAYER_COMMANDS_PATH,
  needsDevice(),
  withInput({ query: commandsQuery }, async (c) => {
    const { after } = queryOf(c, commandsQuery);
    const { db, now } = c.var.deps;
    return ok(c, await commandsFor(db, c.var.device, after, now()));
  }),
);

deviceRoutes.post(
  PLAYER_HEARTBEAT_PATH,
  needsDevice(),
  withInput({ body: heartbeatSchema }, async (c) => {
    const heartbeat = await jsonBody(c, heartbeatSchema);
    const { db, now } = c.var.deps;
    return ok(c, await recordHeartbeat(db, c.var.device, heartbeat, now()));
  }),
);
