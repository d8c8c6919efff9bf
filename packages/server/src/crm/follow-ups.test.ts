/**
 * Follow-ups (POST /behind/customers/:id/follow-ups): the rules that refuse one (and change nothing), the
 * customer's contact times it moves, the timeline that merges it with the customer's documents, and the
 * salesperson's list of today's follow-ups.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dictionaries, dictionaryItems, followUps, materialUsages } from '../db/schema';
import { dictionaryUses } from '../settings/dictionary-uses';
import { Commerce, data } from '../test/commerce';
import { forEachDriver } from '../test/harness';
import { FOLLOW_UP_ENTITY } from './follow-ups';
import {
  CRM_NOW,
  companyWithContacts,
  customerRow,
  DAY_MS,
  daysBefore,
  insertCustomer,
  insertMaterial,
  salesTeam,
} from './test-fixtures';

const NOW = CRM_NOW;
const en = { 'arco-locale': 'en-US' };

forEachDriver('follow-ups', (h) => {
  let admin = '';
  let sales = '';
  let sales2 = '';
  let salesId = 0;
  let sales2Id = 0;

  beforeAll(async () => {
    ({ admin, sales, sales2, salesId, sales2Id } = await salesTeam(h));
  });

  const record = (id: number, json: Record<string, unknown>, token = sales, headers: Record<string, string> = {}) =>
    h.call('POST', `/behind/customers/${id}/follow-ups`, { token, json, headers });
  const followUpsOf = (id: number) => h.database.db.select().from(followUps).where(eq(followUps.customerId, id));

  describe('refusals', () => {
    let customerId = 0;
    let otherContact = 0;

    beforeAll(async () => {
      const own = await companyWithContacts(h, '跟进规则公司', ['张经理']);
      const other = await companyWithContacts(h, '别家公司', ['王经理']);
      otherContact = other.contactIds[0] as number;
      customerId = await insertCustomer(h, { ownerId: salesId, companyId: own.companyId });
    });

    const issuesOf = async (json: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const before = await customerRow(h, customerId);
      const result = await record(customerId, { type: 'call', content: '电话沟通', ...json }, sales, headers);
      expect(result.status, JSON.stringify(result.body)).toBe(422);
      // Nothing changed: no follow-up, the customer as it was.
      expect(await followUpsOf(customerId)).toEqual([]);
      expect(await customerRow(h, customerId)).toEqual(before);
      return result.body.data.issues as { path: string; message: string }[];
    };

    it("refuses a contact of another company, naming the field, in the caller's language", async () => {
      expect(await issuesOf({ contactId: otherContact })).toEqual([
        { path: 'contactId', message: '该联系人不属于客户所在公司' },
      ]);
      expect(await issuesOf({ contactId: otherContact }, en)).toEqual([
        { path: 'contactId', message: 'This contact does not belong to the customer’s company' },
      ]);
      // A contact that does not exist at all reads the same.
      expect((await issuesOf({ contactId: 999_999 }))[0]?.path).toBe('contactId');
    });

    it('refuses a time in the future and a next time not after it', async () => {
      const inFuture = new Date(NOW + 3_600_000).toISOString();
      expect(await issuesOf({ at: inFuture })).toEqual([{ path: 'at', message: '跟进时间不能晚于当前时间' }]);
      const at = new Date(NOW - 3_600_000).toISOString();
      expect(await issuesOf({ at, nextAt: at })).toEqual([{ path: 'nextAt', message: '下次跟进时间必须晚于本次跟进' }]);
      expect(await issuesOf({ at, nextAt: new Date(NOW - 2 * 3_600_000).toISOString() }, en)).toEqual([
        { path: 'nextAt', message: 'The next follow-up must come after this one' },
      ]);
    });

    it('refuses a type that is not an enabled value of the followUpType dictionary', async () => {
      expect(await issuesOf({ type: 'telepathy' })).toEqual([{ path: 'type', message: '请从列表中选择' }]);
      // A disabled value is refused too.
      const [dictionary] = await h.database.db
        .select({ id: dictionaries.id })
        .from(dictionaries)
        .where(eq(dictionaries.code, 'followUpType'));
      const wechat = and(eq(dictionaryItems.dictionaryId, dictionary?.id ?? 0), eq(dictionaryItems.code, 'wechat'));
      await h.database.db.update(dictionaryItems).set({ enabled: false }).where(wechat);
      try {
        expect((await issuesOf({ type: 'wechat' }))[0]?.path).toBe('type');
      } finally {
        await h.database.db.update(dictionaryItems).set({ enabled: true }).where(wechat);
      }
    });

    it("answers 404 for another salesperson's customer, and 409 for one in the pool", async () => {
      const theirs = await insertCustomer(h, { ownerId: sales2Id });
      const hidden = await record(theirs, { type: 'call', content: '试图跟进' });
      expect(hidden.status).toBe(404);
      const pooled = await insertCustomer(h, { ownerId: null });
      const inPool = await record(pooled, { type: 'call', content: '先领取' });
      expect(inPool.status).toBe(409);
      expect(await followUpsOf(theirs)).toEqual([]);
      expect(await followUpsOf(pooled)).toEqual([]);
      // Its owner and a manager may.
      data(await record(theirs, { type: 'call', content: '本人跟进' }, sales2));
      data(await record(theirs, { type: 'call', content: '经理跟进' }, admin));
    });
  });

  it('records a follow-up: contact times, the cleared pool warning, a new version, attachments used, audited', async () => {
    const { companyId, contactIds } = await companyWithContacts(h, '星河商场', ['李总', '赵工']);
    const lastContactAt = daysBefore(new Date(NOW), 20);
    const customerId = await insertCustomer(h, {
      ownerId: salesId,
      companyId,
      lastContactAt,
      nextContactAt: daysBefore(new Date(NOW), 1),
      poolWarnedAt: daysBefore(new Date(NOW), 2),
    });
    const quote = await insertMaterial(h, '报价单.pdf');
    const at = new Date(NOW - 3_600_000).toISOString();
    const nextAt = new Date(NOW + 3 * DAY_MS).toISOString();
    const entry = data(
      await record(customerId, {
        type: 'site_survey',
        content: '勘测二楼中庭，需 12 只吸顶音箱',
        at,
        contactId: contactIds[1],
        attachments: [quote],
        nextAt,
      }),
    );
    expect(entry).toMatchObject({
      kind: 'followUp',
      at,
      type: 'site_survey',
      contactId: contactIds[1],
      contactName: '赵工',
      nextAt,
      authorId: salesId,
      attachments: [{ id: quote, name: '报价单.pdf', url: `/behind/files/${quote}`, mime: 'application/pdf' }],
    });
    expect(entry.authorName).toBeTruthy();
    const after = await customerRow(h, customerId);
    expect(after.lastContactAt?.toISOString()).toBe(at);
    expect(after.nextContactAt?.toISOString()).toBe(nextAt);
    expect(after.poolWarnedAt).toBeNull();
    expect(after.version).toBe(2);
    const usages = await h.database.db
      .select()
      .from(materialUsages)
      .where(and(eq(materialUsages.entity, FOLLOW_UP_ENTITY), eq(materialUsages.entityId, entry.id)));
    expect(usages.map((usage) => usage.materialId)).toEqual([quote]);
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(customerId))));
    expect(audits.map((row) => [row.action, row.actorId])).toEqual([['follow-up', salesId]]);

    // A follow-up recorded late (before the last one) keeps the last contact time and the planned next one.
    data(
      await record(customerId, {
        type: 'call',
        content: '补记上周电话',
        at: daysBefore(new Date(NOW), 7).toISOString(),
      }),
    );
    const late = await customerRow(h, customerId);
    expect(late.lastContactAt?.toISOString()).toBe(at);
    expect(late.nextContactAt?.toISOString()).toBe(nextAt);
    // The latest one without a next time clears it; `at` absent is now.
    data(await record(customerId, { type: 'call', content: '已确认方案' }));
    const cleared = await customerRow(h, customerId);
    expect(cleared.nextContactAt).toBeNull();
    expect(Math.abs((cleared.lastContactAt?.getTime() ?? 0) - NOW)).toBeLessThan(10 * 60_000);
    expect(cleared.version).toBe(4);
  });

  it('counts follow-up types in use, so the dictionary keeps them (disable only)', async () => {
    const customerId = await insertCustomer(h, { ownerId: salesId });
    const uses = () =>
      h.database.db.transaction((tx) => dictionaryUses(tx, 'followUpType', ['installation', 'service']));
    const before = await uses();
    data(await record(customerId, { type: 'installation', content: '安装调试完成' }));
    const after = await uses();
    expect(after.get('installation')).toBe((before.get('installation') ?? 0) + 1);
    expect(after.get('service')).toBe(before.get('service'));
  });

  it('refuses an attachment that is not in the media library, and a body with unknown fields', async () => {
    const customerId = await insertCustomer(h, { ownerId: salesId });
    const missing = await record(customerId, { type: 'call', content: '附件', attachments: [987_654] });
    expect(missing.status).toBe(422);
    expect(missing.body.data.issues[0].path).toBe('attachments');
    const extra = await record(customerId, { type: 'call', content: '多余', ownerId: sales2Id });
    expect(extra.status).toBe(422);
    expect(await followUpsOf(customerId)).toEqual([]);
  });

  it("merges the customer's follow-ups and documents on the timeline, newest first, with its contacts", async () => {
    const t = new Commerce(h, admin);
    const { companyId, contactIds } = await companyWithContacts(h, '时间线公司', ['甲', '乙']);
    const customerId = await insertCustomer(h, { ownerId: salesId, companyId });
    const warehouseId = await t.warehouse('TL-WH');
    const productId = await t.product({ sku: 'TL-SPK-1' });
    await t.stockTo(productId, warehouseId, 10);
    const order = await t.approvedOrder({
      customerId,
      warehouseId,
      orderDate: '2031-06-01',
      lines: [{ productId, qty: 2, unitPrice: 50_000 }],
    });
    await t.pay(customerId, order.id, 30_000);
    data(
      await record(customerId, {
        type: 'visit',
        content: '上门',
        at: '2031-05-20T02:00:00Z',
        contactId: contactIds[0],
      }),
    );
    data(await record(customerId, { type: 'quote', content: '报价', at: '2031-06-11T02:00:00Z' }));

    const timeline = data(await h.call('GET', `/behind/customers/${customerId}/timeline`, { token: sales }));
    expect(timeline.contacts).toEqual([
      { id: contactIds[0], name: '甲', title: '经理', primary: false },
      { id: contactIds[1], name: '乙', title: '经理', primary: false },
    ]);
    // The order dated 1 June (entered later: noon of its day), the receipt dated 20 November 2026 (the fixture's).
    expect(timeline.entries.map((entry: { kind: string; at: string }) => [entry.kind, entry.at])).toEqual([
      ['followUp', '2031-06-11T02:00:00.000Z'],
      ['saleOrder', '2031-06-01T04:00:00.000Z'],
      ['followUp', '2031-05-20T02:00:00.000Z'],
      ['receipt', '2026-11-20T04:00:00.000Z'],
    ]);
    expect(timeline.entries[2]).toMatchObject({ type: 'visit', contactName: '甲', contactId: contactIds[0] });
    const orderEntry = timeline.entries.find((entry: { kind: string }) => entry.kind === 'saleOrder');
    expect(orderEntry).toMatchObject({ id: order.id, number: order.orderNo, status: 'approved', amount: 100_000 });
    const receipt = timeline.entries.find((entry: { kind: string }) => entry.kind === 'receipt');
    expect(receipt).toMatchObject({ amount: 30_000 });

    // Another salesperson may not read it; a manager may.
    expect((await h.call('GET', `/behind/customers/${customerId}/timeline`, { token: sales2 })).status).toBe(404);
    expect(
      data(await h.call('GET', `/behind/customers/${customerId}/timeline`, { token: admin })).entries,
    ).toHaveLength(timeline.entries.length);
  });

  it("lists the caller's own customers due by the end of today, soonest first, overdue flagged", async () => {
    const now = new Date(NOW);
    // 23:00 China time today, and 00:30 tomorrow.
    const tonight = new Date('2031-06-12T15:00:00Z');
    const tomorrow = new Date('2031-06-12T16:30:00Z');
    const overdue = await insertCustomer(h, { ownerId: salesId, nextContactAt: daysBefore(now, 2) });
    const later = await insertCustomer(h, { ownerId: salesId, nextContactAt: tonight });
    const notYet = await insertCustomer(h, { ownerId: salesId, nextContactAt: tomorrow });
    const theirs = await insertCustomer(h, { ownerId: sales2Id, nextContactAt: daysBefore(now, 1) });
    data(
      await record(overdue, {
        type: 'wechat',
        content: '发了微信',
        at: daysBefore(now, 3).toISOString(),
        nextAt: daysBefore(now, 2).toISOString(),
      }),
    );

    const list = data(await h.call('GET', '/behind/follow-ups/today', { token: sales }));
    const mine = list.filter((row: { customerId: number }) =>
      [overdue, later, notYet, theirs].includes(row.customerId),
    );
    expect(mine).toEqual([
      expect.objectContaining({ customerId: overdue, overdue: true, lastType: 'wechat' }),
      expect.objectContaining({
        customerId: later,
        overdue: false,
        lastType: null,
        nextContactAt: tonight.toISOString(),
      }),
    ]);
    const times = list.map((row: { nextContactAt: string }) => row.nextContactAt);
    expect(times).toEqual([...times].sort());
    // A manager's list is their own customers only, not everyone's.
    const managers = data(await h.call('GET', '/behind/follow-ups/today', { token: admin }));
    expect(managers.map((row: { customerId: number }) => row.customerId)).not.toContain(overdue);
    const sales2List = data(await h.call('GET', '/behind/follow-ups/today', { token: sales2 }));
    expect(sales2List.map((row: { customerId: number }) => row.customerId)).toContain(theirs);
  });
});
