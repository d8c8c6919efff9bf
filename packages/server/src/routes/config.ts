/**
 * Configuration and dictionary options (Settings):
 *   GET /config                         every group with its values and version   config:read
 *   GET /config/:group                  one group                                 config:read
 *   PUT /config/:group                  save a group (typed, versioned, audited)  config:write
 *   GET /dictionary-options/:code       a dictionary's enabled values, sorted     menu:read (any staff)
 * The dictionaries themselves are a resource (/dictionaries, domains/dictionary.ts).
 */
import { type ConfigGroup, isConfigGroup } from '@soundboard/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { GROUPS, groupAnswer, readStored } from '../settings/config-store';
import { saveConfigGroup } from '../settings/config-write';
import { dictionaryOptions } from '../settings/dictionary-options';

export const configRoutes = new Hono<AppEnv>();

function groupParam(c: Context<AppEnv>): ConfigGroup {
  const group = c.req.param('group') ?? '';
  if (!isConfigGroup(group)) throw notFound();
  return group;
}

// Read from the database, not the cache: the form must see the version it will be checked against.
configRoutes.get('/config', needs('config:read'), async (c) => {
  const rows = await readStored(c.var.deps.db);
  return ok(
    c,
    GROUPS.map((group) => groupAnswer(group, rows)),
  );
});

configRoutes.get('/config/:group', needs('config:read'), async (c) => {
  const group = groupParam(c);
  return ok(c, groupAnswer(group, await readStored(c.var.deps.db)));
});

configRoutes.put('/config/:group', needs('config:write'), async (c) => ok(c, await saveConfigGroup(c, groupParam(c))));

configRoutes.get('/dictionary-options/:code', needs('menu:read'), async (c) => {
  const answer = await dictionaryOptions(c.var.deps.db, c.req.param('code'));
  if (!answer) throw notFound();
  return ok(c, answer);
});
