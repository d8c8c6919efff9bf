/** Avatars live in the file store: the row keeps the hash; rows from before still serve their own bytes. */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { avatars, users } from '../db/schema';
import { sha256 } from '../storage/directory-store';
import { DEMO, forEachDriver } from '../test/harness';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082',
  'hex',
);

function upload(bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([Uint8Array.from(bytes)], { type: 'image/png' }), 'me.png');
  return form;
}

forEachDriver('avatars in the file store', (h) => {
  it('stores an upload in the store (hash in the row, no bytes) and serves it from there with its ETag', async () => {
    const token = await h.login('sales', DEMO.sales);
    const res = await h.call('POST', '/behind/account/avatar', { token, body: upload(PNG) });
    expect(res.body.code).toBe(1);
    const id = Number(String(res.body.data.avatar).split('/').pop());
    const [row] = await h.deps.db.select().from(avatars).where(eq(avatars.id, id));
    expect(row?.hash).toBe(sha256(PNG));
    expect(row?.bytes).toBeNull();
    expect(await h.deps.files.stat(sha256(PNG))).toBe(PNG.length);

    const url = res.body.data.avatar as string;
    const image = await h.app.request(url, { headers: { 'admin-token': token } });
    expect(image.status).toBe(200);
    expect(image.headers.get('etag')).toBe(`"${sha256(PNG)}"`);
    expect(image.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    const again = await h.app.request(url, { headers: { 'admin-token': token, 'if-none-match': `"${sha256(PNG)}"` } });
    expect(again.status).toBe(304);

    // Revalidation is where a browser's cached copy meets the session check: after sign-out it gets 401.
    await h.call('POST', '/behind/user/login_out', { token });
    const signedOut = await h.app.request(url, {
      headers: { 'admin-token': token, 'if-none-match': `"${sha256(PNG)}"` },
    });
    expect(signedOut.status).toBe(401);
  });

  it("removes a replaced avatar's bytes from the store unless another row names them", async () => {
    const token = await h.login('warehouse', DEMO.warehouse);
    const first = Buffer.concat([PNG, Buffer.from('first')]);
    const second = Buffer.concat([PNG, Buffer.from('second')]);
    for (const bytes of [first, second, second]) {
      expect((await h.call('POST', '/behind/account/avatar', { token, body: upload(bytes) })).body.code).toBe(1);
    }
    expect(await h.deps.files.stat(sha256(first))).toBeNull();
    // The same picture again: the new row names the bytes the replaced row named, so they stay.
    expect(await h.deps.files.stat(sha256(second))).toBe(second.length);
  });

  it('still serves an avatar whose bytes are in its row (not moved yet), with the same headers', async () => {
    const token = await h.login('finance', DEMO.finance);
    const bytes = Buffer.concat([PNG, Buffer.from('old row')]);
    const [user] = await h.deps.db.select({ id: users.id }).from(users).where(eq(users.username, 'finance'));
    const [row] = await h.deps.db
      .insert(avatars)
      .values({ userId: user?.id ?? 0, mime: 'image/png', bytes })
      .returning({ id: avatars.id });
    const url = `/behind/user/avatar/${row?.id}`;
    const res = await h.app.request(url, { headers: { 'admin-token': token, range: 'bytes=0-7' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('etag')).toBe(`"${sha256(bytes)}"`);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes.subarray(0, 8))).toBe(true);
    expect(await h.deps.files.stat(sha256(bytes))).toBeNull(); // serving wrote nothing
    expect((await h.app.request('/behind/user/avatar/999999', { headers: { 'admin-token': token } })).status).toBe(404);
  });
});
