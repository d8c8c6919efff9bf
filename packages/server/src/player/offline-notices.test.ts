/**
 * A player silent for longer than PLAYER_ONLINE_MINUTES: a notice to everyone who writes stores (not to those who
 * only read them, nor to whoever turned the kind off), in both languages with a link to the store; once per offline
 * episode however many checks run, even at once; a heartbeat starts a new episode. Only players that should be
 * playing: a live token, an open store, within its hours.
 */
import { businessMinute, PLAYER_ONLINE_MINUTES } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { reAuthenticated } from '../auth/re-auth-fixtures';
import { messages, products, roles, storePlayers } from '../db/schema';
import { data } from '../test/commerce';
import { DEMO, forEachDriver, type Harness } from '../test/harness';
import { messagesWhere, recipientIds, staffUser, userIdOf } from '../test/notice-fixtures';
import { notifyOfflinePlayers } from './offline-notices';

const MINUTE = 60_000;
const LATER = (PLAYER_ONLINE_MINUTES + 1) * MINUTE;

forEachDriver('player offline notices', (h: Harness) => {
  let admin = '';
  let playerProduct = 0;
  let serial = 0;
  /** Who should be told: the administrator and a second user whose role writes stores. */
  let told: number[] = [];

  beforeAll(async () => {
    admin = await h.login('admin', DEMO.admin);
    const [product] = await h.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.kind, 'bgm_player'))
      .limit(1);
    playerProduct = product?.id ?? 0;
    await h.database.db.insert(roles).values({
      key: 'notice-stores',
      nameZh: '门店运维',
      nameEn: 'Store operations',
      permissions: ['store:read', 'store:write'],
    });
    const writer = await staffUser(h, 'notice-stores-1', 'notice-stores');
    await staffUser(h, 'notice-stores-off', 'notice-stores', ['player.offline']);
    told = [await userIdOf(h, 'admin'), writer].sort((a, b) => a - b);
  });

  /** A store with one player holding a device token; `hours` empty: open at any time. */
  async function storeWithPlayer(fields: Record<string, unknown> = {}) {
    serial += 1;
    const code = `NTO-${serial}`;
    const created = data(
      await h.call('POST', '/behind/stores', {
        token: admin,
        json: {
          code,
          nameZh: `通知门店 ${serial}`,
          nameEn: `Notice store ${serial}`,
          region: ['310000', '310100', '310106'],
          address: '上海市静安区测试路 1 号',
          status: 'open',
          hours: [],
          exceptions: [],
          players: [{ name: `背景音乐 ${serial}`, productId: playerProduct, serial: `NTO-P-${serial}` }],
          ...fields,
        },
      }),
    );
    const player = created.players[0];
    await reAuthenticated(h, admin, DEMO.admin); // issuing a device token: auth/re-auth.test.ts
    const token = data(
      await h.call('POST', `/behind/stores/${created.id}/players/${player.id}/token`, { token: admin }),
    ).token as string;
    return { store: created, player, token, link: `/store/store?view=${created.id}` };
  }

  const beat = async (token: string) => {
    const answer = await h.call('POST', '/behind/player/v1/heartbeat', {
      headers: { 'player-token': token },
      json: { playing: null, played: [] },
    });
    expect(answer.status).toBe(200);
  };
  const lastSeen = async (playerId: number) => {
    const [row] = await h.database.db
      .select({ at: storePlayers.lastSeenAt })
      .from(storePlayers)
      .where(eq(storePlayers.id, playerId));
    return row?.at as Date;
  };
  const noticesOf = (link: string) => messagesWhere(h, eq(messages.kind, 'player.offline'), eq(messages.link, link));
  const checkAt = (at: number) => notifyOfflinePlayers(h.deps, new Date(at));

  it('tells the stores’ writers once per offline episode, in both languages, and again after it came back', async () => {
    const { store, player, token, link } = await storeWithPlayer();
    await beat(token);
    const seen = await lastSeen(player.id);
    expect(await checkAt(seen.getTime() + PLAYER_ONLINE_MINUTES * MINUTE)).not.toContain(player.id);
    expect(await noticesOf(link)).toEqual([]);

    // Two processes looking at the same moment, then later ones: one notice each.
    const [first, second] = await Promise.all([checkAt(seen.getTime() + LATER), checkAt(seen.getTime() + LATER)]);
    expect([...first, ...second].filter((id) => id === player.id)).toEqual([player.id]);
    await checkAt(seen.getTime() + 3 * LATER);
    const notices = await noticesOf(link);
    expect(recipientIds(notices)).toEqual(told);
    expect(notices[0]).toMatchObject({
      type: 'notice',
      kind: 'player.offline',
      senderId: null,
      todoKey: null,
      titleZh: `播放器 ${player.name} 已离线`,
      titleEn: `Player ${player.name} is offline`,
      contentZh: `${store.nameZh}：自 ${businessMinute(seen)} 起无联系。`,
      contentEn: `${store.nameZh}: no contact since ${businessMinute(seen)}.`,
    });

    // Heard from again: the next silence is a new episode.
    await beat(token);
    const back = await lastSeen(player.id);
    await checkAt(back.getTime() + LATER);
    await checkAt(back.getTime() + 2 * LATER);
    expect(await noticesOf(link)).toHaveLength(told.length * 2);
  });

  it('leaves out players that need not be playing: a revoked token, a closed store, outside its hours', async () => {
    const revoked = await storeWithPlayer();
    await beat(revoked.token);
    const playerId = revoked.player.id;
    expect(
      (await h.call('DELETE', `/behind/stores/${revoked.store.id}/players/${playerId}/token`, { token: admin })).status,
    ).toBe(200);
    const closed = await storeWithPlayer({ status: 'closed' });
    await beat(closed.token);
    // Open one hour a day, eleven hours from the moment looked at (China time).
    const at = (await lastSeen(playerId)).getTime() + LATER;
    const local = new Date(at + 8 * 3_600_000 + 11 * 3_600_000).toISOString().slice(11, 13);
    const opens = `${local}:00`;
    const closes = local === '23' ? '24:00' : `${String(Number(local) + 1).padStart(2, '0')}:00`;
    const hours = ['1', '2', '3', '4', '5', '6', '7'].map((weekday) => ({ weekday, opens, closes }));
    const shut = await storeWithPlayer({ hours });
    await beat(shut.token);
    const toldOf = await checkAt(at);
    expect(toldOf).not.toContain(playerId);
    expect(toldOf).not.toContain(closed.player.id);
    expect(toldOf).not.toContain(shut.player.id);
    for (const link of [revoked.link, closed.link, shut.link]) expect(await noticesOf(link)).toEqual([]);
  });

  it('tells nobody who only reads stores, nor the user who turned the kind off', async () => {
    for (const username of ['viewer', 'sales', 'notice-stores-off']) {
      const userId = await userIdOf(h, username);
      expect(await messagesWhere(h, eq(messages.userId, userId), eq(messages.kind, 'player.offline'))).toEqual([]);
    }
  });
});
