/**
 * Site tokens' terms on both drivers (issue 37, L4): failed checks are counted per address (401, then 429), issuing
 * and revoking are audited without the secret, a token expires when chosen at issue, and a token calls only the
 * public APIs of its scopes.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { TOKEN_FAILURE_LIMIT } from '../auth/api-token';
import { reAuthenticated } from '../auth/re-auth-fixtures';
import { auditLog, siteTokens } from '../db/schema';
import { DEMO, forEachDriver } from '../test/harness';
import { issueSiteToken } from './site-auth';

const DAY_MS = 86_400_000;

forEachDriver('site token terms', (h) => {
  let admin = '';
  beforeAll(async () => {
    admin = await reAuthenticated(h, await h.login('admin', DEMO.admin), DEMO.admin);
  });

  const get = (path: string, token: string, options: { ip?: string; locale?: string } = {}) =>
    h.call('GET', `/public${path}`, {
      ...(options.ip ? { ip: options.ip } : {}),
      headers: { authorization: `Bearer ${token}`, 'accept-language': options.locale ?? 'en-US' },
    });
  const issue = (json: Record<string, unknown>) => h.call('POST', '/behind/site-tokens', { token: admin, json });
  const auditOf = (action: string, id: number) =>
    h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));

  it('counts failed checks per address: 401 until the limit, then 429; a valid token still passes', async () => {
    const ip = '10.37.4.1';
    const { token } = await issueSiteToken(h.database.db, 'counted', null, h.now());
    const statuses: number[] = [];
    for (let i = 0; i <= TOKEN_FAILURE_LIMIT; i++)
      statuses.push((await get('/articles', `sbs_${'x'.repeat(32)}`, { ip })).status);
    expect(statuses.slice(0, TOKEN_FAILURE_LIMIT).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await h.call('GET', '/public/articles', { ip })).status).toBe(429);
    // Only failures count: a caller with a good token is not slowed, and another address is unaffected.
    expect((await get('/articles', token, { ip })).status).toBe(200);
    expect((await get('/articles', 'sbs_unknown', { ip: '10.37.4.2' })).status).toBe(401);
  });

  it('audits issuing and revoking with who and which token, never the secret or its hash', async () => {
    const created = await issue({ name: 'Audited site' });
    expect(created.status).toBe(200);
    const { id, token } = created.body.data as { id: number; token: string };
    const [row] = await h.database.db.select().from(siteTokens).where(eq(siteTokens.id, id));
    const issued = await auditOf('site-token-issue', id);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ entity: 'site-token', after: { name: 'Audited site' } });
    expect(issued[0]?.actorId).toEqual(expect.any(Number));
    expect((await h.call('DELETE', `/behind/site-tokens/${id}`, { token: admin })).status).toBe(200);
    const revoked = await auditOf('site-token-revoke', id);
    expect(revoked).toHaveLength(1);
    expect(revoked[0]?.actorId).toBe(issued[0]?.actorId);
    const written = JSON.stringify([...issued, ...revoked]);
    expect(written).not.toContain(token);
    expect(written).not.toContain(row?.hash);
  });

  it('expires when chosen at issue (a year unless told), and an expired token is refused like an unknown one', async () => {
    const before = h.now().getTime();
    const yearly = await issue({ name: 'Default expiry' });
    const expiresAt = Date.parse(yearly.body.data.expiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(365 * DAY_MS - 60_000);
    expect(expiresAt - before).toBeLessThanOrEqual(365 * DAY_MS + 60_000);
    const monthly = await issue({ name: 'Thirty days', expiresInDays: 30 });
    expect(Date.parse(monthly.body.data.expiresAt) - before).toBeLessThan(31 * DAY_MS);
    const forever = await issue({ name: 'No expiry', expiresInDays: null });
    expect(forever.body.data.expiresAt).toBeNull();
    expect((await get('/articles', monthly.body.data.token)).status).toBe(200);

    const lapsed = await issueSiteToken(h.database.db, 'lapsed', null, h.now(), {
      expiresAt: new Date(h.now().getTime() - 1000),
    });
    const refused = await get('/articles', lapsed.token, { ip: '10.37.4.3' });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('The site token is missing or not valid');
    expect((await get('/articles', forever.body.data.token)).status).toBe(200);
  });

  it('lets a token call only the public APIs of its scopes, refused in the caller’s language', async () => {
    const forum = await issue({ name: 'Forum only', scopes: ['forum'] });
    expect(forum.body.data.scopes).toEqual(['forum']);
    const token = forum.body.data.token as string;
    expect((await get('/forum/categories', token)).status).toBe(200);
    const en = await get('/articles', token);
    expect(en.status).toBe(403);
    expect(en.body.message).toBe('This site token may not call this part of the public API');
    const zh = await get('/files/1', token, { locale: 'zh-CN' });
    expect(zh.status).toBe(403);
    expect(zh.body.message).toBe('该站点令牌无权调用这部分公开接口');

    const articles = await issueSiteToken(h.database.db, 'articles only', null, h.now(), { scopes: ['articles'] });
    expect((await get('/articles', articles.token)).status).toBe(200);
    expect((await get('/forum/topics', articles.token)).status).toBe(403);
    // Without a choice a token gets every scope.
    expect((await issue({ name: 'Everything' })).body.data.scopes).toEqual(['articles', 'forum']);
  });

  it('refuses unknown or empty scopes and expiries outside the choices, translated, storing nothing', async () => {
    const count = async () => h.database.db.$count(siteTokens);
    const before = await count();
    for (const json of [
      { name: 'Bad scope', scopes: ['admin'] },
      { name: 'No scope', scopes: [] },
      { name: 'Odd expiry', expiresInDays: 7 },
    ]) {
      const answer = await h.call('POST', '/behind/site-tokens', {
        token: admin,
        json,
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await count()).toBe(before);
  });
});
