import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { certifications, messages, users } from '../db/schema';
import { DEMO, forEachDriver, type Harness } from '../test/harness';

const FILING = {
  accountType: 'enterprise',
  legalPersonName: '李娜',
  legalPersonCertType: 'id_card',
  legalPersonCertNumber: '31010619900101XXXX',
  enterpriseName: '声博测试审核公司',
  enterpriseCertType: 'business_license',
  organizationCode: '91310106MA1TEST01',
};

/** Sales files a request (a new enterprise name each time, so the filters find it alone). */
async function file(h: Harness, enterpriseName: string): Promise<number> {
  const sales = await h.login('sales', DEMO.sales);
  const res = await h.call('POST', '/behind/account/certification', {
    token: sales,
    json: { ...FILING, enterpriseName },
  });
  expect(res.body.code).toBe(1);
  return res.body.data.id;
}

async function salesMessages(h: Harness) {
  const [sales] = await h.database.db.select().from(users).where(eq(users.username, 'sales'));
  return h.database.db
    .select()
    .from(messages)
    .where(eq(messages.userId, sales?.id ?? 0));
}

forEachDriver('certification review', (h) => {
  it('lists every user’s requests with status, search and date filters, paged', async () => {
    const id = await file(h, '声博队列过滤公司');
    const admin = await h.login('admin', DEMO.admin);
    const all = await h.call('GET', '/behind/certifications', { token: admin });
    expect(all.body.data).toMatchObject({ page: 1, pageSize: 20 });
    expect(all.body.data.total).toBeGreaterThanOrEqual(3);
    const search = await h.call('GET', '/behind/certifications?status=auditing&q=队列过滤', { token: admin });
    expect(search.body.data.list).toEqual([
      expect.objectContaining({ id, status: 'auditing', enterpriseName: '声博队列过滤公司', rejectReason: null }),
    ]);
    const byApplicant = await h.call('GET', '/behind/certifications?q=sales', { token: admin });
    expect(byApplicant.body.data.list.map((row: { id: number }) => row.id)).toContain(id);
    const passed = await h.call('GET', '/behind/certifications?status=pass', { token: admin });
    expect(passed.body.data.list.every((row: { status: string }) => row.status === 'pass')).toBe(true);
    const past = await h.call('GET', '/behind/certifications?to=2020-01-01', { token: admin });
    expect(past.body.data).toMatchObject({ list: [], total: 0 });
    const paged = await h.call('GET', '/behind/certifications?pageSize=10&page=99', { token: admin });
    expect(paged.body.data).toMatchObject({ list: [], page: 99, pageSize: 10 });
    const bad = await h.call('GET', '/behind/certifications?status=maybe&from=2026-02-30', {
      token: admin,
      headers: { 'accept-language': 'en-US' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).not.toMatch(/validation\./);
  });

  it('refuses the queue and the decisions to anyone without certification:review', async () => {
    const id = await file(h, '声博权限测试公司');
    const sales = await h.login('sales', DEMO.sales);
    expect((await h.call('GET', '/behind/certifications', { token: sales })).status).toBe(403);
    expect((await h.call('GET', `/behind/certifications/${id}`, { token: sales })).status).toBe(403);
    expect((await h.call('POST', `/behind/account/certification/${id}/approve`, { token: sales })).status).toBe(403);
    const [row] = await h.database.db.select().from(certifications).where(eq(certifications.id, id));
    expect(row?.status).toBe('auditing');
  });

  it('refuses a rejection without a reason and changes nothing', async () => {
    const id = await file(h, '声博无理由公司');
    const admin = await h.login('admin', DEMO.admin);
    const before = (await salesMessages(h)).length;
    for (const json of [{}, { reason: '   ' }]) {
      const res = await h.call('POST', `/behind/account/certification/${id}/reject`, {
        token: admin,
        json,
        headers: { 'accept-language': 'en-US' },
      });
      expect(res.status).toBe(422);
      expect(res.body.message).not.toMatch(/validation\.|certification\./);
    }
    const [row] = await h.database.db.select().from(certifications).where(eq(certifications.id, id));
    expect(row).toMatchObject({ status: 'auditing', rejectReason: null, version: 1 });
    expect(await salesMessages(h)).toHaveLength(before);
  });

  it('rejects with a reason the applicant reads, writes their message, and shows the history', async () => {
    const id = await file(h, '声博驳回测试公司');
    const admin = await h.login('admin', DEMO.admin);
    const res = await h.call('POST', `/behind/account/certification/${id}/reject`, {
      token: admin,
      json: { reason: '营业执照照片不清晰' },
    });
    expect(res.body.data).toMatchObject({ status: 'rejected', rejectReason: '营业执照照片不清晰' });
    const note = (await salesMessages(h)).find((message) => message.titleZh.includes('声博驳回测试公司'));
    expect(note).toMatchObject({ type: 'notice', kind: 'certification.decided', link: '/user/setting' });
    expect(note?.contentZh).toContain('营业执照照片不清晰');
    expect(note?.titleEn).toBe('Certification of 声博驳回测试公司 rejected');

    const sales = await h.login('sales', DEMO.sales);
    const own = await h.call('GET', '/behind/account/certification', { token: sales });
    expect(own.body.data.records.find((record: { id: number }) => record.id === id)).toMatchObject({
      status: 'rejected',
      rejectReason: '营业执照照片不清晰',
    });
    const detail = await h.call('GET', `/behind/certifications/${id}`, { token: admin });
    expect(detail.body.data).toMatchObject({
      id,
      applicant: expect.any(String),
      organizationCode: '91310106MA1TEST01',
    });
    expect(detail.body.data.history.map((entry: { action: string }) => entry.action)).toEqual(['rejected', 'create']);
    expect(detail.body.data.history[0]).toMatchObject({ reason: '营业执照照片不清晰', actorName: expect.any(String) });
  });

  it('approves with a message, and a decided request cannot be decided again', async () => {
    const id = await file(h, '声博通过测试公司');
    const admin = await h.login('admin', DEMO.admin);
    const approved = await h.call('POST', `/behind/account/certification/${id}/approve`, { token: admin });
    expect(approved.body.data).toMatchObject({ status: 'pass', rejectReason: null });
    const notes = (await salesMessages(h)).filter((message) => message.titleZh.includes('声博通过测试公司'));
    expect(notes).toHaveLength(1);
    for (const action of ['approve', 'reject']) {
      const again = await h.call('POST', `/behind/account/certification/${id}/${action}`, {
        token: admin,
        json: { reason: '再次处理' },
        headers: { 'accept-language': 'en-US' },
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This request has been decided already');
    }
    const [row] = await h.database.db.select().from(certifications).where(eq(certifications.id, id));
    expect(row).toMatchObject({ status: 'pass', version: 2 });
    expect((await salesMessages(h)).filter((message) => message.titleZh.includes('声博通过测试公司'))).toHaveLength(1);
  });
});
