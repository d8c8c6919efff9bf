/**
 * Two server instances (separate app, separate connection pool) on one PostgreSQL database, as when scaling out:
 * sessions, logout and login throttling live in the database, so each instance sees the other's.
 */
import { expect, it } from 'vitest';
import { createApp } from './app';
import { openPostgres } from './db/client';
import { silentLogger } from './log';
import { Commerce, data } from './test/commerce';
import { DEMO, forEachDriver } from './test/harness';

forEachDriver(
  'two server processes',
  (h) => {
    /** Another process's app: its own pool on the suite's database. */
    async function secondInstance() {
      const second = await openPostgres(h.pgUrl, 5);
      const app = createApp({
        db: second.db,
        dbKind: 'postgres',
        ping: second.ping,
        now: h.now,
        log: silentLogger,
        trustProxy: true,
        files: h.deps.files,
      });
      return { second, other: app };
    }

    it('share sessions, logout and throttling through PostgreSQL', async () => {
      const { second, other } = await secondInstance();
      const call = async (
        app: typeof other,
        method: string,
        path: string,
        init: { token?: string; json?: unknown; ip?: string } = {},
      ) => {
        const headers: Record<string, string> = { 'x-forwarded-for': init.ip ?? '10.7.0.1' };
        if (init.token) headers['admin-token'] = init.token;
        if (init.json) headers['content-type'] = 'application/json';
        const res = await app.request(path, {
          method,
          headers,
          ...(init.json ? { body: JSON.stringify(init.json) } : {}),
        });
        return (await res.json()) as { code: number; data: { token?: string } };
      };
      try {
        const login = await call(h.app, 'POST', '/behind/user/login', {
          json: { username: 'sales', password: DEMO.sales },
        });
        const token = login.data.token ?? '';
        expect((await call(other, 'POST', '/behind/user/user_info', { token })).code).toBe(1);
        expect((await call(other, 'POST', '/behind/user/login_out', { token })).code).toBe(1);
        // The first instance caches sessions: it hears of the other's logout by NOTIFY, which settled() awaits.
        await h.listener?.settled();
        expect((await call(h.app, 'POST', '/behind/user/user_info', { token })).code).toBe(400005);

        for (let i = 0; i < 3; i += 1)
          await call(h.app, 'POST', '/behind/user/login', {
            json: { username: 'finance', password: 'x' },
            ip: `10.8.0.${i}`,
          });
        for (let i = 3; i < 5; i += 1)
          await call(other, 'POST', '/behind/user/login', {
            json: { username: 'finance', password: 'x' },
            ip: `10.8.0.${i}`,
          });
        const blocked = await call(h.app, 'POST', '/behind/user/login', {
          json: { username: 'finance', password: DEMO.finance },
          ip: '10.8.1.1',
        });
        expect(blocked.code).toBe(400029);
        expect(
          (
            await call(other, 'POST', '/behind/user/login', {
              json: { username: 'finance', password: DEMO.finance },
              ip: '10.8.1.2',
            })
          ).code,
        ).toBe(400029);
      } finally {
        await second.close();
      }
    });

    it('let two processes take the last units of two products without oversell or a busy answer', async () => {
      const { second, other } = await secondInstance();
      try {
        const t = new Commerce(h, await h.login('admin', DEMO.admin));
        const warehouseId = await t.warehouse('RACE-WH');
        const customerId = await t.customer('并发测试');
        const speaker = await t.product({ sku: 'RACE-SPK' });
        const amp = await t.product({ sku: 'RACE-AMP', kind: 'amplifier' });
        await t.stockTo(speaker, warehouseId, 3);
        await t.stockTo(amp, warehouseId, 3);
        // Eight orders each want one of both; half list the speaker first, half the amplifier, so two
        // transactions that locked stock rows in line order would wait on each other.
        const orders = [];
        for (let i = 0; i < 8; i += 1) {
          const lines = [speaker, amp].map((productId) => ({ productId, qty: 1, unitPrice: 1_000 }));
          orders.push(await t.approvedOrder({ customerId, warehouseId, lines: i % 2 ? lines.reverse() : lines }));
        }
        const answers = await Promise.all(
          orders.map(async (o, i) => {
            const res = await (i % 2 ? other : h.app).request('/behind/deliveries', {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'admin-token': t.token },
              body: JSON.stringify({
                orderId: o.id,
                lines: o.lines.map((line: { id: number }) => ({ orderLineId: line.id, qty: 1 })),
              }),
            });
            return { status: res.status, body: await res.json() };
          }),
        );
        const won = answers.filter((answer) => answer.status === 200);
        expect(won).toHaveLength(3);
        // Every other answer is the translated shortage, never "busy, try again".
        for (const lost of answers.filter((answer) => answer.status !== 200)) {
          expect(lost.status, JSON.stringify(lost.body)).toBe(422);
          expect(lost.body.data.issues[0].message).toMatch(/RACE-(SPK|AMP)/);
        }
        expect(await t.stockOf(speaker, warehouseId)).toEqual({ onHand: 3, reserved: 3 });
        expect(await t.stockOf(amp, warehouseId)).toEqual({ onHand: 3, reserved: 3 });
        // The winners ship in parallel through both processes: the stock reaches zero, never below.
        const shipped = await Promise.all(
          won.map(async (answer, i) => {
            const { id, version } = answer.body.data;
            const res = await (i % 2 ? other : h.app).request(`/behind/deliveries/${id}/ship`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'admin-token': t.token },
              body: JSON.stringify({ version }),
            });
            return res.status;
          }),
        );
        expect(shipped).toEqual([200, 200, 200]);
        for (const product of [speaker, amp]) {
          expect(await t.stockOf(product, warehouseId)).toEqual({ onHand: 0, reserved: 0 });
          expect(await t.ledgerSum(product, warehouseId)).toBe(0);
        }
        expect(data(await t.call('GET', `/behind/deliveries/${won[0]?.body.data.id}`)).status).toBe('shipped');
      } finally {
        await second.close();
      }
    });
  },
  ['postgres'],
);
