/**
 * Result and export data: a recent re-authentication first (without one nothing starts), the job in steps whose progress the
 * status shows, the ZIP opened here and checked against the database, the owner alone downloading, the expiry
 * after 24 hours on the suite's clock, and the audit entries.
 */
import { DATA_EXPORT_STEPS, ResultCode } from '@soundboard/contract';
import { and, asc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { expect, it } from 'vitest';
import { reAuthenticated } from '../auth/re-auth-fixtures';
import {
  auditLog,
  certifications,
  dataExports,
  jobs,
  loginAttempts,
  messages,
  sessions,
  twoFactorSecrets,
  users,
} from '../db/schema';
import { JOB_HANDLERS } from '../jobs/handlers';
import { type JobHandler, runDueJobs } from '../jobs/queue';
import { DEMO, forEachDriver, type Harness } from '../test/harness';
import { DATA_EXPORT_STEP_JOB } from './job-kinds';

const PATH = '/behind/user/data-export';
const EN = { 'accept-language': 'en-US' };
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082',
  'hex',
);

/** The raw answer (the ZIP is binary; Harness.call reads text). */
async function fetchFile(h: Harness, path: string, token: string, headers: Record<string, string> = {}) {
  const init = { headers: { 'admin-token': token, 'x-forwarded-for': '10.36.4.1', ...headers } };
  return h.app.request(path, init, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });
}

const json = (files: Record<string, Uint8Array>, name: string) => JSON.parse(strFromU8(files[name] as Uint8Array));
const hours = (count: number) => count * 3_600_000;

forEachDriver('data export (User settings → Result and export data)', (h) => {
  let token = '';
  let userId = 0;
  let exportId = 0;

  const exportRows = () => h.deps.db.select().from(dataExports).where(eq(dataExports.userId, userId));
  const stepJobs = () => h.deps.db.select().from(jobs).where(eq(jobs.kind, DATA_EXPORT_STEP_JOB));
  const auditOf = (action: string) =>
    h.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'data-export'), eq(auditLog.action, action), eq(auditLog.actorId, userId)));

  it('refuses without a recent re-authentication, translated, and starts nothing', async () => {
    // A failed sign-in first: the sign-in history must hold it.
    const failed = await h.call('POST', '/behind/user/login', {
      json: { username: 'sales', password: 'not-the-password' },
      ip: '10.36.1.1',
    });
    expect(failed.body.code).not.toBe(1);
    token = await h.login('sales', DEMO.sales, { ip: '10.36.1.2', headers: { 'user-agent': 'Export laptop' } });
    [{ id: userId } = { id: 0 }] = await h.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'sales'));

    const refused = await h.call('POST', PATH, { token, json: {}, headers: EN });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: ResultCode.ReAuthRequired,
      message: 'Confirm it is you: enter your password again',
    });
    const chinese = await h.call('POST', PATH, { token, json: {} });
    expect(chinese.body.message).toBe('请确认是您本人：再次输入密码');
    // The password no longer travels with the request: the re-authentication dialog proves it (auth/re-auth.ts).
    expect((await h.call('POST', PATH, { token, json: { password: DEMO.sales }, headers: EN })).status).toBe(422);

    expect(await exportRows()).toEqual([]);
    expect(await stepJobs()).toEqual([]);
    expect(await auditOf('request')).toEqual([]);
    expect((await h.call('GET', PATH, { token })).body.data).toBeNull();
  });

  it('runs as a job in steps whose progress the status shows, one export at a time', async () => {
    expect((await h.call('POST', '/behind/account/avatar', { token, body: avatarForm() })).body.code).toBe(1);
    await h.deps.db.insert(messages).values({ userId, type: 'notice', titleZh: '导出测试', titleEn: 'Export test' });
    await h.deps.db.insert(certifications).values({
      userId,
      accountType: 'enterprise',
      legalPersonName: '李娜',
      legalPersonCertType: 'idCard',
      legalPersonCertNumber: '110101199003071234',
      enterpriseName: '导出测试有限公司',
      enterpriseCertType: 'license',
      organizationCode: '91310115MA1K4TEST',
      status: 'auditing',
    });

    await reAuthenticated(h, token, DEMO.sales);
    const started = await h.call('POST', PATH, { token, json: { timeZone: 'Asia/Shanghai' } });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ state: 'running', done: 0, total: DATA_EXPORT_STEPS, size: null });
    exportId = started.body.data.id;
    const again = await h.call('POST', PATH, { token, json: {}, headers: EN });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Your data is already being exported: wait for it to finish');

    // Three steps, then the runner is stopped (the step job fails and waits a minute): the status shows 3 of 8.
    let budget = 3;
    const pausing: Record<string, JobHandler> = {
      ...JOB_HANDLERS,
      [DATA_EXPORT_STEP_JOB]: async (context, payload) => {
        if (budget-- <= 0) throw new Error('paused by the test');
        await JOB_HANDLERS[DATA_EXPORT_STEP_JOB]?.(context, payload);
      },
    };
    await runDueJobs(h.deps, h.now(), pausing);
    const midway = await h.call('GET', PATH, { token });
    expect(midway.body.data).toMatchObject({ id: exportId, state: 'running', done: 3, total: DATA_EXPORT_STEPS });

    h.offsetMs += 5 * 60_000;
    await runDueJobs(h.deps, h.now());
    const ready = (await h.call('GET', PATH, { token })).body.data;
    expect(ready).toMatchObject({ id: exportId, state: 'ready', done: DATA_EXPORT_STEPS });
    expect(new Date(ready.expiresAt).getTime() - new Date(ready.readyAt).getTime()).toBe(hours(24));
    expect(ready.size).toBeGreaterThan(0);
    expect(ready.fileName).toMatch(/^soundboard-data-sales-\d{8}\.zip$/);
    expect((await stepJobs()).filter((job) => job.doneAt !== null).length).toBe(DATA_EXPORT_STEPS);
  });

  it('answers a ZIP whose files match the database rows of the user, without secrets', async () => {
    const response = await fetchFile(h, `${PATH}/${exportId}/file`, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="soundboard-data-sales-/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const files = unzipSync(bytes);
    const tabular = ['roles', 'sessions', 'sign-ins', 'messages', 'audit-log', 'certifications'];
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'avatar.png',
        'manifest.json',
        'profile.json',
        ...tabular.flatMap((n) => [`${n}.json`, `${n}.csv`]),
      ].sort(),
    );
    const db = h.deps.db;

    const [user] = await db.select().from(users).where(eq(users.id, userId));
    const profile = json(files, 'profile.json');
    expect(profile).toMatchObject({
      id: userId,
      username: 'sales',
      nickname: user?.nickname,
      email: user?.email,
      phone: user?.phone,
      registeredAt: user?.registeredAt.toISOString(),
      avatar: 'avatar.png',
      twoFactor: { enabledAt: null, recoveryCodesLeft: 0 },
    });
    expect(profile).not.toHaveProperty('passwordHash');
    expect(Buffer.from(files['avatar.png'] as Uint8Array).equals(PNG)).toBe(true);
    expect(json(files, 'roles.json').map((role: { key: string }) => role.key)).toEqual(['sales']);

    const sessionRows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.id));
    // Last seen moves with every request, so it is left out of the comparison.
    expect(json(files, 'sessions.json')).toEqual(
      sessionRows.map((row) =>
        expect.objectContaining({
          id: row.id,
          ip: row.ip,
          userAgent: row.userAgent,
          createdAt: row.createdAt.toISOString(),
          absoluteExpiresAt: row.absoluteExpiresAt.toISOString(),
          endedAt: null,
        }),
      ),
    );
    expect(json(files, 'sessions.json')).toContainEqual(expect.objectContaining({ userAgent: 'Export laptop' }));

    const attempts = await db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.username, 'sales'))
      .orderBy(asc(loginAttempts.at), asc(loginAttempts.id));
    const signIns = json(files, 'sign-ins.json');
    expect(signIns).toEqual(
      attempts.map((row) => ({ at: row.at.toISOString(), ip: row.ip, success: row.success, knownDevice: false })),
    );
    expect(signIns).toContainEqual(expect.objectContaining({ ip: '10.36.1.1', success: false }));
    expect(signIns).toContainEqual(expect.objectContaining({ ip: '10.36.1.2', success: true }));

    const messageRows = await db.select().from(messages).where(eq(messages.userId, userId)).orderBy(asc(messages.id));
    expect(json(files, 'messages.json').map((row: { id: number; titleEn: string }) => [row.id, row.titleEn])).toEqual(
      messageRows.map((row) => [row.id, row.titleEn]),
    );

    // Every entry the user made up to the export's step (the download's own entry comes after).
    const audited = await db.select().from(auditLog).where(eq(auditLog.actorId, userId)).orderBy(asc(auditLog.id));
    const inFile = json(files, 'audit-log.json') as { id: number; action: string; entity: string }[];
    expect(inFile.map((row) => row.id)).toEqual(
      audited.filter((row) => !(row.entity === 'data-export' && row.action === 'download')).map((row) => row.id),
    );
    expect(inFile).toContainEqual(expect.objectContaining({ action: 'request', entity: 'data-export' }));

    const certs = json(files, 'certifications.json');
    const [cert] = await db.select().from(certifications).where(eq(certifications.userId, userId));
    expect(certs).toEqual([expect.objectContaining({ id: cert?.id, legalPersonCertNumber: '110101199003071234' })]);

    // The CSVs: spreadsheet-ready, headers in the requester's language (zh-CN here), times in the chosen zone.
    const signInCsv = Buffer.from(files['sign-ins.csv'] as Uint8Array).toString('utf8'); // keeps the BOM
    expect(signInCsv.startsWith('\uFEFF时间,地址,成功,已知设备\r\n')).toBe(true);
    expect(signInCsv.trimEnd().split('\r\n')).toHaveLength(attempts.length + 1);
    const first = attempts[0];
    const shanghai = first && new Date(first.at.getTime() + hours(8)).toISOString().slice(0, 19).replace('T', ' ');
    expect(signInCsv).toContain(`${shanghai},${first?.ip},${first?.success ? '是' : '否'},否`);

    const manifest = json(files, 'manifest.json');
    expect(manifest).toMatchObject({ user: 'sales', locale: 'zh-CN', timeZone: 'Asia/Shanghai' });
    const listed = new Map(manifest.files.map((file: { name: string; rows: number | null }) => [file.name, file.rows]));
    expect(listed.get('sign-ins.csv')).toBe(attempts.length);
    expect([...listed.keys()].sort()).toEqual(Object.keys(files).sort());
    const readme = strFromU8(files['README.txt'] as Uint8Array);
    for (const name of Object.keys(files)) expect(readme).toContain(name);
    expect(readme.indexOf('文件说明')).toBeLessThan(readme.indexOf('Files:'));

    // No secret of the account in any file.
    const everything = Object.values(files)
      .map((file) => strFromU8(file, true))
      .join('\n');
    const secrets = [
      user?.passwordHash,
      ...sessionRows.map((row) => row.tokenHash),
      ...(await db.select().from(twoFactorSecrets)).map((row) => row.secret),
    ];
    for (const secret of secrets) expect(secret && everything.includes(secret)).toBeFalsy();
  });

  it('refuses to start for a session that must first set its own password (it may still read the state)', async () => {
    await h.deps.db.update(users).set({ mustChangePassword: true }).where(eq(users.username, 'viewer'));
    h.forgetCachedAuth();
    const viewer = await h.login('viewer', DEMO.viewer);
    expect((await h.call('GET', PATH, { token: viewer })).body).toMatchObject({ code: 1, data: null });
    const refused = await h.call('POST', PATH, { token: viewer, json: {} });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(400031);
    await h.deps.db.update(users).set({ mustChangePassword: false }).where(eq(users.username, 'viewer'));
    h.forgetCachedAuth();
  });

  it('lets only its owner download it: another user, even an administrator, gets 404', async () => {
    const admin = await h.login('admin', DEMO.admin);
    const refused = await fetchFile(h, `${PATH}/${exportId}/file`, admin, EN);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ code: 400004, message: 'Not found' });
    expect((await h.call('GET', PATH, { token: admin })).body.data).toBeNull();
    expect((await fetchFile(h, `${PATH}/${exportId}/file`, '')).status).toBe(401);
  });

  it('audits the request and each download', async () => {
    const [requested] = await auditOf('request');
    expect(requested).toMatchObject({ entityId: String(exportId), ip: '10.0.0.1' });
    expect(requested?.after).toMatchObject({ timeZone: 'Asia/Shanghai', locale: 'zh-CN' });
    expect(await auditOf('download')).toEqual([
      expect.objectContaining({ entityId: String(exportId), ip: '10.36.4.1' }),
    ]);
  });

  it('is gone 24 hours after it was ready: a translated 410, then the job removes the file', async () => {
    h.offsetMs += hours(24) + 1000;
    token = await h.login('sales', DEMO.sales); // the session itself has ended by now
    expect((await h.call('GET', PATH, { token })).body.data).toMatchObject({ state: 'expired', size: null });
    const gone = await fetchFile(h, `${PATH}/${exportId}/file`, token, EN);
    expect(gone.status).toBe(410);
    expect((await gone.json()).message).toBe('This export has expired (files are kept for 24 hours): start a new one');
    const chinese = await fetchFile(h, `${PATH}/${exportId}/file`, token);
    expect((await chinese.json()).message).toBe('该导出已过期（文件保留 24 小时），请重新导出');

    await runDueJobs(h.deps, h.now());
    const [row] = await exportRows();
    expect(row).toMatchObject({ state: 'expired', bytes: null });
    // A new export replaces the expired one.
    await reAuthenticated(h, token, DEMO.sales);
    const next = await h.call('POST', PATH, { token, json: {} });
    expect(next.body.data).toMatchObject({ id: exportId, state: 'running', done: 0, expiresAt: null });
  });

  it('counts an export that lost its job as failed after two hours, so another can start', async () => {
    await h.deps.db.delete(jobs).where(eq(jobs.kind, DATA_EXPORT_STEP_JOB)); // the job is lost
    h.offsetMs += hours(2) + 1000;
    token = await h.login('sales', DEMO.sales);
    expect((await h.call('GET', PATH, { token })).body.data).toMatchObject({ state: 'failed', done: 0 });
    await reAuthenticated(h, token, DEMO.sales);
    const again = await h.call('POST', PATH, { token, json: {} });
    expect(again.body.data).toMatchObject({ state: 'running', done: 0 });
    await runDueJobs(h.deps, h.now());
    expect((await h.call('GET', PATH, { token })).body.data).toMatchObject({ state: 'ready' });
  });
});

function avatarForm() {
  const form = new FormData();
  form.append('file', new Blob([Uint8Array.from(PNG)], { type: 'image/png' }), 'me.png');
  return form;
}
