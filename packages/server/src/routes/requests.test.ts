import { expect, it } from 'vitest';
import { DEMO, forEachDriver } from '../test/harness';

forEachDriver('register and forgot-password requests', (h) => {
  it('registers a request an admin approves into a viewer account', async () => {
    const json = {
      username: 'New.Tech',
      password: 'Tech@2026',
      email: 'tech@example.com',
      nickname: '新同事',
      reason: '安装部',
    };
    const res = await h.call('POST', '/behind/account/register', { json });
    expect(res.body).toMatchObject({ code: 1, data: { status: 'pending' } });
    expect((await h.call('POST', '/behind/account/register', { json })).status).toBe(409);
    const taken = await h.call('POST', '/behind/account/register', { json: { ...json, username: 'admin' } });
    expect(taken.body.code).toBe(400010);
    const weak = await h.call('POST', '/behind/account/register', {
      json: { ...json, username: 'other', password: 'weakpass' },
    });
    expect(weak.status).toBe(422);
    const login = await h.call('POST', '/behind/user/login', {
      json: { username: 'new.tech', password: 'Tech@2026' },
      ip: '10.5.0.1',
    });
    expect(login.body.code).toBe(400006);

    const admin = await h.login('admin', DEMO.admin);
    const pending = await h.call('GET', '/behind/account/requests?kind=register&status=pending', { token: admin });
    const request = pending.body.data.find((row: { username: string }) => row.username === 'new.tech');
    expect(request).toMatchObject({ nickname: '新同事', reason: '安装部' });
    expect(request).not.toHaveProperty('passwordHash');
    const approved = await h.call('POST', `/behind/account/requests/${request.id}/approve`, { token: admin, json: {} });
    expect(approved.body.data).toMatchObject({ status: 'approved' });
    expect(
      (await h.call('POST', `/behind/account/requests/${request.id}/reject`, { token: admin, json: {} })).status,
    ).toBe(409);
    const token = await h.login('new.tech', 'Tech@2026', { ip: '10.5.0.2' });
    expect((await h.call('POST', '/behind/user/user_info', { token })).body.data.role).toEqual(['viewer']);
  });

  it('rejects a registration', async () => {
    await h.call('POST', '/behind/account/register', {
      json: { username: 'spammer', password: 'Spam@2026', email: 's@example.com', nickname: 'S' },
    });
    const admin = await h.login('admin', DEMO.admin);
    const list = await h.call('GET', '/behind/account/requests?status=pending', { token: admin });
    const request = list.body.data.find((row: { username: string }) => row.username === 'spammer');
    const res = await h.call('POST', `/behind/account/requests/${request.id}/reject`, {
      token: admin,
      json: { note: 'unknown person' },
    });
    expect(res.body.data.status).toBe('rejected');
    expect(
      (
        await h.call('POST', '/behind/user/login', {
          json: { username: 'spammer', password: 'Spam@2026' },
          ip: '10.5.1.1',
        })
      ).body.code,
    ).toBe(400006);
  });

  it('files a reset request without revealing whether the account exists; the admin sets a temporary password', async () => {
    const known = await h.call('POST', '/behind/account/forgot-password', {
      json: { username: 'sales', note: 'forgot it' },
    });
    const unknown = await h.call('POST', '/behind/account/forgot-password', { json: { username: 'nobody-here' } });
    expect(known.body).toEqual(unknown.body);
    const salesToken = await h.login('sales', DEMO.sales);
    const admin = await h.login('admin', DEMO.admin);
    const list = await h.call('GET', '/behind/account/requests?kind=reset', { token: admin });
    const request = list.body.data.find((row: { username: string }) => row.username === 'sales');
    const missing = await h.call('POST', `/behind/account/requests/${request.id}/approve`, { token: admin, json: {} });
    expect(missing.status).toBe(422);
    const weak = await h.call('POST', `/behind/account/requests/${request.id}/approve`, {
      token: admin,
      json: { temporaryPassword: 'weak' },
    });
    expect(weak.status).toBe(422);
    const done = await h.call('POST', `/behind/account/requests/${request.id}/approve`, {
      token: admin,
      json: { temporaryPassword: 'Temp@2026' },
    });
    expect(done.body.data.status).toBe('approved');
    expect((await h.call('POST', '/behind/user/user_info', { token: salesToken })).body.code).toBe(400005);
    await h.login('sales', 'Temp@2026');
    const ghost = list.body.data.find((row: { username: string }) => row.username === 'nobody-here');
    expect(
      (
        await h.call('POST', `/behind/account/requests/${ghost.id}/approve`, {
          token: admin,
          json: { temporaryPassword: 'Temp@2026' },
        })
      ).status,
    ).toBe(404);
    expect((await h.call('POST', '/behind/account/requests/999999/approve', { token: admin, json: {} })).status).toBe(
      404,
    );
  });
});

const CERT = {
  accountType: 'enterprise',
  legalPersonName: '王磊',
  legalPersonCertType: 'id_card',
  legalPersonCertNumber: '310106198001010011',
  enterpriseName: '<b>声博</b> 音响',
  enterpriseCertType: 'business_license',
  organizationCode: '91310106MA1FL0XX2K',
};

forEachDriver('enterprise certification', (h) => {
  it('shows the enterprise info and records, submits, checks and withdraws', async () => {
    const token = await h.login('admin', DEMO.admin);
    const seeded = await h.call('GET', '/behind/account/certification', { token });
    expect(seeded.body.data.enterpriseInfo).toMatchObject({
      status: 'pass',
      enterpriseName: '上海声博音响系统有限公司',
    });
    expect(seeded.body.data.records.map((r: { status: string }) => r.status).sort()).toEqual(['auditing', 'pass']);

    const created = await h.call('POST', '/behind/account/certification', { token, json: CERT });
    expect(created.body.data).toMatchObject({ status: 'auditing', enterpriseName: '<b>声博</b> 音响' });
    const id = created.body.data.id;
    expect((await h.call('GET', `/behind/account/certification/${id}`, { token })).body.data.organizationCode).toBe(
      CERT.organizationCode,
    );
    const withdrawn = await h.call('POST', `/behind/account/certification/${id}/withdraw`, { token });
    expect(withdrawn.body.data.status).toBe('withdrawn');
    const again = await h.call('POST', `/behind/account/certification/${id}/withdraw`, { token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(400011);
    const pass = seeded.body.data.enterpriseInfo.id;
    expect((await h.call('POST', `/behind/account/certification/${pass}/withdraw`, { token })).status).toBe(409);
  });

  it('validates the fields and keeps records private; reviewers approve', async () => {
    const sales = await h.login('sales', DEMO.sales);
    const bad = await h.call('POST', '/behind/account/certification', {
      token: sales,
      json: { ...CERT, accountType: 'alien', legalPersonName: '' },
    });
    expect(bad.body.data.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'accountType',
      'legalPersonName',
    ]);
    const mine = await h.call('POST', '/behind/account/certification', { token: sales, json: CERT });
    const other = await h.login('viewer', DEMO.viewer);
    expect((await h.call('GET', `/behind/account/certification/${mine.body.data.id}`, { token: other })).status).toBe(
      404,
    );
    expect(
      (await h.call('POST', `/behind/account/certification/${mine.body.data.id}/withdraw`, { token: other })).status,
    ).toBe(404);
    expect(
      (await h.call('POST', `/behind/account/certification/${mine.body.data.id}/approve`, { token: sales })).status,
    ).toBe(403);
    const admin = await h.login('admin', DEMO.admin);
    const approved = await h.call('POST', `/behind/account/certification/${mine.body.data.id}/approve`, {
      token: admin,
    });
    expect(approved.body.data.status).toBe('pass');
    const info = await h.call('GET', '/behind/account/certification', { token: sales });
    expect(info.body.data.enterpriseInfo.id).toBe(mine.body.data.id);
  });
});
