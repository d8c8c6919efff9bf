/**
 * Device tokens and the players' routes: issue and revoke, the token's scope (its own store's timeline, files
 * and commands; nothing staff-only), heartbeats with playout history, and play-now from staff to the players.
 */
import { HEARTBEAT_MAX_PLAYED } from '@soundboard/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, playerTokens, playouts, storePlayers } from '../db/schema';
import { DEMO, forEachDriver } from '../test/harness';
import { deviceFixture, issueToken } from './device-fixtures';
import { hashPlayerToken } from './player-token';

const en = { 'arco-locale': 'en-US' };

forEachDriver('player device routes', (h) => {
  let f: Awaited<ReturnType<typeof deviceFixture>>;
  let tokenA: string;
  let tokenB: string;
  const device = (method: string, path: string, token: string, extra: Record<string, unknown> = {}) =>
    h.call(method, path, { ...extra, headers: { ...en, 'player-token': token, ...(extra.headers as object) } });

  beforeAll(async () => {
    f = await deviceFixture(h, 'h5dev');
    tokenA = await issueToken(h, f.admin, f.storeA, f.playerA.id);
    tokenB = await issueToken(h, f.admin, f.storeB, f.playerB.id);
  });

  it('issues a token once (only its hash kept), revoking the previous one, and audits it', async () => {
    const first = await h.call('POST', `/behind/stores/${f.storeA}/players/${f.playerA.id}/token`, { token: f.admin });
    expect(first.status).toBe(200);
    const issued = first.body.data;
    expect(issued.token).toMatch(/^sbp_[A-Za-z0-9_-]{43}$/);
    expect(issued.playerUrl).toBe(`/player/#token=${issued.token}`);
    const rows = await h.database.db.select().from(playerTokens).where(eq(playerTokens.playerId, f.playerA.id));
    expect(rows.filter((row) => row.revokedAt === null).map((row) => row.tokenHash)).toEqual([
      hashPlayerToken(issued.token),
    ]);
    expect(rows.some((row) => row.tokenHash === issued.token)).toBe(false);
    // The earlier token no longer works; the new one does.
    expect((await device('GET', '/behind/player/v1/commands', tokenA)).status).toBe(401);
    expect((await device('GET', '/behind/player/v1/commands', issued.token)).status).toBe(200);
    tokenA = issued.token;
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'playerToken'), eq(auditLog.entityId, String(f.playerA.id))));
    expect(audits.map((row) => row.action)).toContain('issue');
  });

  it('refuses a player of another store (404) and a write without store:write (403)', async () => {
    const other = await h.call('POST', `/behind/stores/${f.storeB}/players/${f.playerA.id}/token`, { token: f.admin });
    expect(other.status).toBe(404);
    const viewer = await h.login('viewer', DEMO.viewer);
    const refused = await h.call('POST', `/behind/stores/${f.storeA}/players/${f.playerA.id}/token`, { token: viewer });
    expect(refused.status).toBe(403);
  });

  it("answers the store's timeline: its tracks with device URLs and its announcements rendered", async () => {
    const answer = await device('GET', '/behind/player/v1/timeline', tokenA);
    expect(answer.status).toBe(200);
    const timeline = answer.body.data;
    expect(timeline.store.id).toBe(f.storeA);
    expect(timeline.player).toEqual({ id: f.playerA.id, name: f.playerA.name });
    expect(Date.parse(timeline.to) - Date.parse(timeline.from)).toBe(24 * 3_600_000);
    const tracks = timeline.entries.filter((entry: { kind: string }) => entry.kind === 'track');
    expect(tracks.length).toBeGreaterThan(400);
    expect(new Set(tracks.map((entry: { materialId: number }) => entry.materialId))).toEqual(new Set(f.tracksA));
    expect(tracks[0].url).toBe(`/behind/player/v1/files/${tracks[0].materialId}`);
    const said = timeline.entries.filter((entry: { kind: string }) => entry.kind === 'announcement');
    const welcome = said.find((entry: { textTemplateId: number }) => entry.textTemplateId === f.welcome.id);
    expect(welcome.speech.text).toMatch(/^欢迎光临.+/);
    expect(welcome.duckTo).toBe(0.2);
    const recorded = said.find((entry: { textTemplateId: number }) => entry.textTemplateId === f.recorded.id);
    expect(recorded).toMatchObject({
      url: `/behind/player/v1/files/${f.voice}`,
      materialId: f.voice,
      durationMs: 6000,
    });
    // Sorted, and the same ids when asked again.
    const starts = timeline.entries.map((entry: { startsAt: string }) => Date.parse(entry.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const again = await device('GET', `/behind/player/v1/timeline?from=${encodeURIComponent(timeline.from)}`, tokenA);
    expect(again.body.data.entries.map((entry: { id: string }) => entry.id)).toEqual(
      timeline.entries.map((entry: { id: string }) => entry.id),
    );
  });

  it('clamps a timeline asked for far from now to a day away, and refuses a malformed from', async () => {
    const far = await device('GET', '/behind/player/v1/timeline?from=2000-01-01T00:00:00.000Z', tokenA);
    expect(far.status).toBe(200);
    expect(Math.abs(Date.parse(far.body.data.from) - (h.now().getTime() - 24 * 3_600_000))).toBeLessThan(60_000);
    expect((await device('GET', '/behind/player/v1/timeline?from=yesterday', tokenA)).status).toBe(422);
  });

  it("serves its own store's tracks and recorded voices with ranges and a device cache policy; 404 for others", async () => {
    const track = await device('GET', `/behind/player/v1/files/${f.tracksA[0]}`, tokenA);
    expect(track.status).toBe(200);
    expect(track.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(track.headers.get('content-type')).toBe('audio/wav');
    const part = await device('GET', `/behind/player/v1/files/${f.tracksA[0]}`, tokenA, {
      headers: { range: 'bytes=0-9' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 0-9/4096');
    expect((await device('GET', `/behind/player/v1/files/${f.voice}`, tokenA)).status).toBe(200);
    // Store B's track, a material in no plan, a recorded voice store B does not use: as if they did not exist.
    expect((await device('GET', `/behind/player/v1/files/${f.trackB}`, tokenA)).status).toBe(404);
    expect((await device('GET', `/behind/player/v1/files/${f.unrelated}`, tokenA)).status).toBe(404);
    expect((await device('GET', `/behind/player/v1/files/${f.voice}`, tokenB)).status).toBe(404);
    expect((await device('GET', `/behind/player/v1/files/${f.trackB}`, tokenB)).status).toBe(200);
    expect((await device('GET', '/behind/player/v1/speech/not-a-key', tokenA)).status).toBe(404);
    expect((await device('GET', `/behind/player/v1/speech/${'0'.repeat(64)}`, tokenA)).status).toBe(404);
  });

  it('reaches nothing staff-only with a device token, and no device route with a staff token', async () => {
    for (const path of [
      '/behind/stores',
      '/behind/materials',
      `/behind/stores/${f.storeA}/players`,
      '/behind/playouts',
    ]) {
      const answer = await device('GET', path, tokenA);
      expect(answer.status, path).toBe(401);
    }
    const staff = await h.call('GET', '/behind/player/v1/timeline', { token: f.admin, headers: en });
    expect(staff.status).toBe(401);
    expect(staff.body.message).toBe('This device token is not valid or was revoked');
    // A staff token where a device token goes is no device token either.
    expect((await device('GET', '/behind/player/v1/timeline', f.admin)).status).toBe(401);
  });

  it('records heartbeats: last seen, what plays, the token used, and playouts once however often resent', async () => {
    const text = await device('POST', '/behind/player/v1/heartbeat', tokenA, {
      body: '{"playing":null,"played":[]}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const startedAt = new Date(h.now().getTime() - 60_000).toISOString();
    const beat = {
      playing: { kind: 'track', title: 'a2', startedAt: h.now().toISOString() },
      played: [
        {
          entryId: `track:${startedAt}:${f.tracksA[0]}`,
          kind: 'track',
          title: 'a1',
          materialId: f.tracksA[0],
          textTemplateId: null,
          startedAt,
          durationMs: 60_000,
          interrupted: false,
          source: 'schedule',
        },
      ],
    };
    const first = await device('POST', '/behind/player/v1/heartbeat', tokenA, { json: beat });
    expect(first.status).toBe(200);
    expect(first.body.data.accepted).toBe(1);
    expect(Math.abs(Date.parse(first.body.data.serverTime) - h.now().getTime())).toBeLessThan(60_000);
    const resent = await device('POST', '/behind/player/v1/heartbeat', tokenA, { json: beat });
    expect(resent.status).toBe(200);
    const rows = await h.database.db.select().from(playouts).where(eq(playouts.playerId, f.playerA.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ storeId: f.storeA, playerName: f.playerA.name, title: 'a1', source: 'schedule' });
    const [player] = await h.database.db.select().from(storePlayers).where(eq(storePlayers.id, f.playerA.id));
    expect(player?.nowPlaying).toEqual(beat.playing);
    expect(player?.lastSeenAt).not.toBeNull();
    const [token] = await h.database.db
      .select()
      .from(playerTokens)
      .where(eq(playerTokens.tokenHash, hashPlayerToken(tokenA)));
    expect(token?.lastUsedAt).not.toBeNull();
    // A bad entry refuses the whole heartbeat: nothing recorded.
    const bad = await device('POST', '/behind/player/v1/heartbeat', tokenA, {
      json: { playing: null, played: [{ ...beat.played[0], entryId: 'x', durationMs: -1 }] },
    });
    expect(bad.status).toBe(422);
    expect(await h.database.db.select().from(playouts).where(eq(playouts.playerId, f.playerA.id))).toHaveLength(1);

    const list = await h.call('GET', `/behind/stores/${f.storeA}/players`, { token: f.admin });
    const shown = list.body.data.find((row: { id: number }) => row.id === f.playerA.id);
    expect(shown.nowPlaying).toEqual(beat.playing);
    expect(shown.tokenIssuedAt).not.toBeNull();
    expect(shown.lastSeenAt).not.toBeNull();
  });

  it('takes a full heartbeat of the longest entries under the body limit, and refuses one more', async () => {
    const longest = (index: number) => ({
      entryId: `track:${index}:`.padEnd(200, '0'),
      kind: 'announcement',
      title: '欢'.repeat(200),
      materialId: 2_147_483_647,
      textTemplateId: 2_147_483_647,
      startedAt: new Date(Date.parse('2026-01-01T00:00:00.000Z') + index * 60_000).toISOString(),
      durationMs: 86_400_000,
      interrupted: false,
      source: 'schedule',
    });
    const full = Array.from({ length: HEARTBEAT_MAX_PLAYED }, (_, index) => longest(index));
    const accepted = await device('POST', '/behind/player/v1/heartbeat', tokenB, {
      json: { playing: null, played: full },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.accepted).toBe(HEARTBEAT_MAX_PLAYED);
    const tooMany = await device('POST', '/behind/player/v1/heartbeat', tokenB, {
      json: { playing: null, played: [...full, longest(HEARTBEAT_MAX_PLAYED)] },
    });
    expect(tooMany.status).toBe(422);
    const rows = await h.database.db.select().from(playouts).where(eq(playouts.playerId, f.playerB.id));
    expect(rows).toHaveLength(HEARTBEAT_MAX_PLAYED);
  });

  it('plays an active template now on every player of the store, until the command expires', async () => {
    const draft = await h.call('POST', `/behind/stores/${f.storeA}/announce`, {
      token: f.admin,
      headers: en,
      json: { textTemplateId: f.draft.id },
    });
    expect(draft.status).toBe(422);
    expect(draft.body.message).toBe('Only an active text template can be announced');
    const empty = await h.call('POST', `/behind/stores/${f.emptyStore}/announce`, {
      token: f.admin,
      headers: en,
      json: { textTemplateId: f.welcome.id },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('This store has no players');

    const sent = await h.call('POST', `/behind/stores/${f.storeA}/announce`, {
      token: f.admin,
      json: { textTemplateId: f.welcome.id },
    });
    expect(sent.status).toBe(200);
    const { commandId, players, expiresAt } = sent.body.data;
    expect(players).toBeGreaterThan(0);
    expect(Date.parse(expiresAt) - h.now().getTime()).toBeGreaterThan(100_000);

    const polled = await device('GET', '/behind/player/v1/commands?after=0', tokenA);
    const command = polled.body.data.find((row: { id: number }) => row.id === commandId);
    expect(command.kind).toBe('announce');
    expect(command.entry).toMatchObject({ kind: 'announcement', textTemplateId: f.welcome.id, musicTemplateId: null });
    expect(command.entry.speech.text).toMatch(/^欢迎光临/);
    expect((await device('GET', `/behind/player/v1/commands?after=${commandId}`, tokenA)).body.data).toEqual([]);
    // A cursor beyond any id column, or not a number, is refused rather than sent to the database.
    expect((await device('GET', '/behind/player/v1/commands?after=2147483648', tokenA)).status).toBe(422);
    expect((await device('GET', '/behind/player/v1/commands?after=-1', tokenA)).status).toBe(422);
    // Another store's player never sees it.
    const other = await device('GET', '/behind/player/v1/commands?after=0', tokenB);
    expect(other.body.data.map((row: { id: number }) => row.id)).not.toContain(commandId);
    // Not fetched within its time to live: dropped.
    h.offsetMs += 121_000;
    try {
      expect((await device('GET', '/behind/player/v1/commands?after=0', tokenA)).body.data).toEqual([]);
    } finally {
      h.offsetMs -= 121_000;
    }
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'announce'), eq(auditLog.entityId, String(f.storeA))));
    expect(audits).toHaveLength(1);
  });

  it('refuses a revoked token, and answers 429 after too many failed tokens from one address', async () => {
    const revoke = await h.call('DELETE', `/behind/stores/${f.storeB}/players/${f.playerB.id}/token`, {
      token: f.admin,
    });
    expect(revoke.status).toBe(200);
    expect(revoke.body.data.revoked).toBe(true);
    const refused = await device('GET', '/behind/player/v1/timeline', tokenB);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe(400005);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++)
      statuses.push(
        (await device('GET', '/behind/player/v1/commands', `sbp_${'x'.repeat(43)}`, { ip: '10.9.9.9' })).status,
      );
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address is not held up.
    expect((await device('GET', '/behind/player/v1/commands', tokenA, { ip: '10.9.9.10' })).status).toBe(200);
  });
});
