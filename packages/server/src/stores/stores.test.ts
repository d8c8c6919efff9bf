/**
 * Stores: hours, exceptions and players written with the store and answered by the detail; a period that does not
 * close after it opens, an exception without times or a second one for a date, bad coordinates and a serial
 * installed twice refused under the line's path with nothing stored; a player's lastSeenAt never taken from input
 * and kept across updates; who may read and write.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { products, storeExceptions, storeHours, storePlayers, stores } from '../db/schema';
import { data } from '../test/commerce';
import { DEMO, forEachDriver } from '../test/harness';

const en = { 'accept-language': 'en-US' };

forEachDriver('stores', (h) => {
  let admin = '';
  let sales = '';
  let viewer = '';
  let playerProduct = 0;
  let playerSku = '';

  beforeAll(async () => {
    admin = await h.login('admin', DEMO.admin);
    sales = await h.login('sales', DEMO.sales);
    viewer = await h.login('viewer', DEMO.viewer);
    const [product] = await h.database.db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(inArray(products.kind, ['bgm_player', 'announcement_player']))
      .limit(1);
    playerProduct = product?.id ?? 0;
    playerSku = product?.sku ?? '';
  });

  let serials = 0;
  const base = (code: string) => ({
    code,
    nameZh: '测试门店',
    nameEn: 'Test store',
    region: ['310000', '310100', '310106'],
    address: '上海市静安区测试路 1 号',
    coordinates: '31.2304, 121.4737',
    status: 'open',
    hours: [
      { weekday: '1', opens: '09:30', closes: '12:00' },
      { weekday: '1', opens: '13:30', closes: '24:00' },
    ],
    exceptions: [{ date: '2027-01-01', closed: true }],
    players: [{ name: '背景音乐 1', productId: playerProduct, serial: `TEST-${code}-${++serials}` }],
  });
  const create = (fields: Record<string, unknown>, token = admin) =>
    h.call('POST', '/behind/stores', { token, headers: en, json: fields });
  /** Rows of the store's three line tables, and of stores, counted. */
  const stored = async () => {
    const db = h.database.db;
    const n = async (table: typeof stores | typeof storeHours | typeof storeExceptions | typeof storePlayers) =>
      (await db.select({ n: count() }).from(table))[0]?.n;
    return [await n(stores), await n(storeHours), await n(storeExceptions), await n(storePlayers)];
  };
  const issuesOf = (result: { body: { data: { issues: { path: string; message: string }[] } } }) =>
    result.body.data.issues;

  it('writes hours, exceptions and players with the store and answers them with the detail', async () => {
    const created = data(await create(base('TS-STORE-1')));
    expect(created.hours.map(({ weekday, opens, closes }: Record<string, string>) => [weekday, opens, closes])).toEqual(
      [
        ['1', '09:30', '12:00'],
        ['1', '13:30', '24:00'],
      ],
    );
    expect(created.exceptions).toMatchObject([{ date: '2027-01-01', closed: true, opens: '', closes: '' }]);
    expect(created.players).toMatchObject([{ name: '背景音乐 1', productId: playerProduct, lastSeenAt: null }]);
    const detail = data(await h.call('GET', `/behind/stores/${created.id}`, { token: viewer }));
    expect(detail.hours).toEqual(created.hours);
    expect(detail.players).toEqual(created.players);
    // Each player names its model, as a reference of the record would.
    expect(detail.players[0].refLabels.productId).toContain(playerSku);
  });

  it('keeps a player by id across an update, with the lastSeenAt its heartbeat wrote', async () => {
    const created = data(await create(base('TS-STORE-2')));
    const player = created.players[0];
    const seen = new Date('2026-11-20T07:58:00Z');
    await h.database.db.update(storePlayers).set({ lastSeenAt: seen }).where(eq(storePlayers.id, player.id));
    const updated = data(
      await h.call('PUT', `/behind/stores/${created.id}`, {
        token: admin,
        headers: en,
        json: {
          ...base('TS-STORE-2'),
          version: created.version,
          hours: [{ weekday: '2', opens: '10:00', closes: '22:00' }],
          players: [
            { id: player.id, name: '广播 1', productId: playerProduct, serial: player.serial },
            { name: '背景音乐 2', productId: playerProduct, serial: 'TEST-NEW-PLAYER' },
          ],
        },
      }),
    );
    expect(updated.hours).toMatchObject([{ weekday: '2', opens: '10:00', closes: '22:00' }]);
    expect(updated.players).toMatchObject([
      { id: player.id, name: '广播 1', lastSeenAt: seen.toISOString() },
      { name: '背景音乐 2', lastSeenAt: null },
    ]);
  });

  it("refuses a lastSeenAt in a player's input: the heartbeat's to write", async () => {
    const before = await stored();
    const input = base('TS-STORE-3');
    const result = await create({ ...input, players: [{ ...input.players[0], lastSeenAt: '2026-11-20T08:00:00Z' }] });
    expect(result.status).toBe(422);
    expect(issuesOf(result).map((issue) => issue.path)).toEqual(['players.0.lastSeenAt']);
    expect(await stored()).toEqual(before);
  });

  it('refuses periods that do not close after they open, under the line path, storing nothing', async () => {
    const before = await stored();
    const result = await create({
      ...base('TS-STORE-4'),
      hours: [
        { weekday: '1', opens: '09:00', closes: '18:00' },
        { weekday: '2', opens: '18:00', closes: '09:00' },
        { weekday: '3', opens: '10:00', closes: '10:00' },
      ],
    });
    expect(result.status).toBe(422);
    expect(issuesOf(result)).toEqual([
      { path: 'hours.1.closes', message: 'The closing time must be after the opening time' },
      { path: 'hours.2.closes', message: 'The closing time must be after the opening time' },
    ]);
    const badTime = await create({ ...base('TS-STORE-4'), hours: [{ weekday: '1', opens: '9:00', closes: '18:00' }] });
    expect(badTime.status).toBe(422);
    expect(issuesOf(badTime).map((issue) => issue.path)).toEqual(['hours.0.opens']);
    expect(await stored()).toEqual(before);
  });

  it('refuses an exception that is open without both times, and a second exception for one date', async () => {
    const before = await stored();
    const result = await create({
      ...base('TS-STORE-5'),
      exceptions: [
        { date: '2027-01-01', closed: false, opens: '12:00' },
        { date: '2027-01-02', closed: false, opens: '20:00', closes: '12:00' },
        { date: '2027-01-01', closed: true },
      ],
    });
    expect(result.status).toBe(422);
    expect(issuesOf(result)).toEqual([
      { path: 'exceptions.0.closes', message: 'This field is required' },
      { path: 'exceptions.1.closes', message: 'The closing time must be after the opening time' },
      { path: 'exceptions.2.date', message: 'The list has the same item twice' },
    ]);
    expect(await stored()).toEqual(before);
  });

  it('refuses coordinates out of range and a serial installed twice or in another store', async () => {
    const first = data(await create(base('TS-STORE-6')));
    const before = await stored();
    const taken = first.players[0].serial;
    const result = await create({
      ...base('TS-STORE-7'),
      coordinates: '95.1, 121.4',
      players: [
        { name: 'A', productId: playerProduct, serial: taken },
        { name: 'B', productId: playerProduct, serial: 'TEST-TWICE' },
        { name: 'C', productId: playerProduct, serial: 'TEST-TWICE' },
      ],
    });
    expect(result.status).toBe(422);
    expect(issuesOf(result)).toEqual([
      { path: 'coordinates', message: 'Enter latitude and longitude as "31.2304, 121.4737"' },
      { path: 'players.2.serial', message: 'The list has the same item twice' },
      { path: 'players.0.serial', message: `Serial number ${taken} is already installed in store TS-STORE-6` },
    ]);
    expect(await stored()).toEqual(before);
    // The store's own serial is not "taken" when it updates itself.
    const again = await h.call('PUT', `/behind/stores/${first.id}`, {
      token: admin,
      headers: en,
      json: { ...base('TS-STORE-6'), version: first.version, players: first.players.map(playerInput) },
    });
    expect(again.status).toBe(200);
  });

  it('lets viewers and sales read, refuses their writes, and lets the admin write', async () => {
    expect((await h.call('GET', '/behind/stores', { token: viewer })).status).toBe(200);
    expect((await h.call('GET', '/behind/stores', { token: sales })).status).toBe(200);
    const before = await stored();
    expect((await create(base('TS-STORE-8'), sales)).status).toBe(403);
    expect((await create(base('TS-STORE-8'), viewer)).status).toBe(403);
    expect(await stored()).toEqual(before);
    expect((await create(base('TS-STORE-8'))).status).toBe(200);
  });
});

const playerInput = ({ id, name, productId, serial }: Record<string, unknown>) => ({ id, name, productId, serial });
