/**
 * Playout history: what players reported through their heartbeats, listed newest first with filters and paging,
 * and exported as CSV (BOM, translated headers, local times, formulae neutralised).
 */
import { beforeAll, expect, it } from 'vitest';
import { forEachDriver } from '../test/harness';
import { deviceFixture, issueToken } from './device-fixtures';

forEachDriver('playout history', (h) => {
  let f: Awaited<ReturnType<typeof deviceFixture>>;
  const base = Date.parse('2026-11-20T02:00:00.000Z');
  const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();

  const played = (
    minutes: number,
    kind: 'track' | 'announcement',
    title: string,
    extra: Record<string, unknown> = {},
  ) => ({
    entryId: `${kind}:${at(minutes)}:1`,
    kind,
    title,
    materialId: null,
    textTemplateId: null,
    startedAt: at(minutes),
    durationMs: 61_500,
    interrupted: false,
    source: 'schedule',
    ...extra,
  });

  beforeAll(async () => {
    f = await deviceFixture(h, 'h5out');
    const tokenA = await issueToken(h, f.admin, f.storeA, f.playerA.id);
    const tokenB = await issueToken(h, f.admin, f.storeB, f.playerB.id);
    const beat = (token: string, list: unknown[]) =>
      h.call('POST', '/behind/player/v1/heartbeat', {
        headers: { 'player-token': token },
        json: { playing: null, played: list },
      });
    const a = await beat(tokenA, [
      played(0, 'track', 'Morning One'),
      played(1, 'announcement', 'Welcome', { source: 'now', interrupted: true }),
      played(2, 'track', '=HYPERLINK("x")'),
    ]);
    const b = await beat(tokenB, [played(3, 'track', 'Other store')]);
    if (a.status !== 200 || b.status !== 200) throw new Error('heartbeats refused');
  });

  const list = (query: string) => h.call('GET', `/behind/playouts?${query}`, { token: f.admin });

  it("lists a store's playouts newest first, with kind, title and time filters and paging", async () => {
    const all = await list(`storeId=${f.storeA}`);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.items.map((row: { title: string }) => row.title)).toEqual([
      '=HYPERLINK("x")',
      'Welcome',
      'Morning One',
    ]);
    expect(all.body.data.items[1]).toMatchObject({
      storeId: f.storeA,
      playerId: f.playerA.id,
      playerName: f.playerA.name,
      kind: 'announcement',
      startedAt: at(1),
      durationMs: 61_500,
      interrupted: true,
      source: 'now',
    });
    const announcements = await list(`storeId=${f.storeA}&kind=announcement`);
    expect(announcements.body.data.items.map((row: { title: string }) => row.title)).toEqual(['Welcome']);
    const searched = await list(`storeId=${f.storeA}&q=morning`);
    expect(searched.body.data.items.map((row: { title: string }) => row.title)).toEqual(['Morning One']);
    const timed = await list(`from=${encodeURIComponent(at(1))}&to=${encodeURIComponent(at(3))}`);
    expect(timed.body.data.items.map((row: { title: string }) => row.title)).toEqual(['=HYPERLINK("x")', 'Welcome']);
    const paged = await list(`storeId=${f.storeA}&page=2&pageSize=2`);
    expect(paged.body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.body.data.items.map((row: { title: string }) => row.title)).toEqual(['Morning One']);
    expect((await list(`playerId=${f.playerB.id}`)).body.data.items.map((row: { title: string }) => row.title)).toEqual(
      ['Other store'],
    );
    expect((await list('kind=song')).status).toBe(422);
    // An id beyond the id column's range is refused, not sent to the database.
    expect((await list('storeId=2147483648')).status).toBe(422);
    expect((await list('playerId=99999999999')).status).toBe(422);
  });

  it('exports the filtered history as CSV in the caller language and time zone', async () => {
    const exported = async (query: string, locale = 'zh-CN') => {
      const response = await h.app.request(`/behind/playouts/export?${query}`, {
        headers: { 'admin-token': f.admin, 'x-forwarded-for': '10.0.0.1', 'arco-locale': locale },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      // TextDecoder drops the BOM itself.
      return new TextDecoder().decode(bytes).trimEnd().split('\r\n');
    };
    const lines = await exported(`storeId=${f.storeA}`);
    expect(lines[0]).toBe('开始时间,门店,播放器,类型,标题,时长（秒）,被打断,来源');
    expect(lines).toHaveLength(4);
    // China time: 02:02 UTC is 10:02; a formula is written as text.
    expect(lines[1]).toContain('2026-11-20 10:02:00');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toContain(',播报,Welcome,61.5,是,立即播放');

    const enLines = await exported(`storeId=${f.storeA}&kind=track&tz=UTC`, 'en-US');
    expect(enLines[0]).toBe('Started at,Store,Player,Kind,Title,Duration (s),Interrupted,Source');
    expect(enLines).toHaveLength(3);
    expect(enLines[2]).toMatch(/^2026-11-20 02:00:00,.*,Track,Morning One,61\.5,No,Schedule$/);
  });

  it('needs store:read', async () => {
    expect((await h.call('GET', '/behind/playouts')).status).toBe(401);
    expect((await h.call('GET', '/behind/playouts/export')).status).toBe(401);
  });
});
