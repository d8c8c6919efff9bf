/**
 * Secrets at rest (issue 37, K1): sealing round-trips and fails closed, the key comes from SECRET_KEY or a 0600
 * key file in the data directory, TOTP secrets and signing keys are stored sealed (the raw column does not
 * reveal them), old clear values are sealed at start, and rotation re-seals under a new key that alone opens
 * them — TOTP sign-in and preview links keep working. Database parts on both drivers.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ResultCode } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { reAuthenticated } from '../auth/re-auth-fixtures';
import { codeAt } from '../auth/totp';
import { serverKeys, twoFactorSecrets } from '../db/schema';
import { checkPreview, previewKey, signPreview } from '../storefront/signing';
import { forEachDriver, type Harness } from '../test/harness';
import { userWithRole } from '../test/role-user';
import { prepareSecretsAtRest } from './at-rest';
import { useSecretKey } from './process-key';
import { rotateKeyFile } from './rotate-key-file';
import { isSealed, keyringOf, open, SecretKeyError, seal, secretKey } from './sealed-box';
import { KEY_FILE, loadSecretKey, newKeyText, readKeyFile, writeKeyFile } from './secret-key';

const PASSWORD = 'Sealed-Quartz#2026';
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sb-secrets-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const randomKeyring = () => keyringOf(secretKey(randomBytes(32)));

describe('sealed values', () => {
  it('round-trip, with a new IV each time, and name the key they were sealed with', () => {
    const keyring = randomKeyring();
    const first = seal(keyring, 'JBSWY3DPEHPK3PXP');
    const second = seal(keyring, 'JBSWY3DPEHPK3PXP');
    expect(first).not.toBe(second);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(first.startsWith(`sb1.${keyring.current.id}.`)).toBe(true);
    expect(open(keyring, first)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('fail closed: another key, an altered value or a clear value do not open', () => {
    const keyring = randomKeyring();
    const sealed = seal(keyring, 'secret');
    const other = randomKeyring();
    expect(() => open(other, sealed)).toThrow(SecretKeyError);
    expect(() => open(other, sealed)).toThrow(`sealed with key ${keyring.current.id}`);
    const body = sealed.slice(-6);
    const altered = `${sealed.slice(0, -6)}${body === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'}`;
    expect(() => open(keyring, altered)).toThrow('altered');
    expect(() => open(keyring, 'secret')).toThrow('not sealed');
  });
});

describe('the secret key', () => {
  it('is made on first start as a key file only its owner may read, and read again after', () => {
    const dir = dataDir();
    const first = loadSecretKey({}, dir);
    expect(statSync(join(dir, KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadSecretKey({}, dir).current.id).toBe(first.current.id);
  });

  it('made by two processes at once, keeps the first one written whole, and leaves no draft behind', () => {
    const dir = dataDir();
    const path = join(dir, KEY_FILE);
    const first = newKeyText();
    expect(writeKeyFile(path, first)).toBe(true);
    // The second process lost the race: it answers false instead of failing, and reads the first one's key.
    expect(writeKeyFile(path, newKeyText())).toBe(false);
    expect(readFileSync(path, 'utf8')).toBe(first);
    expect(loadSecretKey({}, dir).current.id).toBe(readKeyFile(path).id);
    expect(readdirSync(dir)).toEqual([KEY_FILE]);
  });

  it('refuses a key file group or others may read, with a clear message', () => {
    const dir = dataDir();
    loadSecretKey({}, dir);
    chmodSync(join(dir, KEY_FILE), 0o644);
    expect(() => loadSecretKey({}, dir)).toThrow(/permissions 644: .*chmod 600/);
  });

  it('comes from SECRET_KEY when set (no file written), and a malformed SECRET_KEY is refused by name', () => {
    const dir = dataDir();
    const value = randomBytes(32).toString('base64');
    const fromEnv = loadSecretKey({ SECRET_KEY: value }, dir);
    expect(fromEnv.current.bytes.equals(Buffer.from(value, 'base64'))).toBe(true);
    expect(() => statSync(join(dir, KEY_FILE))).toThrow();
    expect(() => loadSecretKey({ SECRET_KEY: 'too-short' }, dir)).toThrow(/^SECRET_KEY must be 32 bytes/);
  });
});

const makeUser = (h: Harness, username: string) => userWithRole(h, username, PASSWORD);

/** Enrols `username` in two-factor sign-in through the API; answers the secret the authenticator got. */
async function enrol(h: Harness, username: string): Promise<{ userId: number; secret: string }> {
  const userId = await makeUser(h, username);
  const token = await reAuthenticated(h, await h.login(username, PASSWORD), PASSWORD);
  const started = await h.call('POST', '/behind/user/two-factor/start', { token });
  const secret = started.body.data.secret as string;
  const confirmed = await h.call('POST', '/behind/user/two-factor/confirm', {
    token,
    json: { code: codeAt(secret, h.now()) },
  });
  expect(confirmed.body.code).toBe(1);
  h.offsetMs += 30_000;
  return { userId, secret };
}

/** Password step then code step; answers the code step's result code. */
async function signInWithCode(h: Harness, username: string, secret: string): Promise<number> {
  h.offsetMs += 30_000;
  const step = await h.call('POST', '/behind/user/login', { json: { username, password: PASSWORD } });
  expect(step.body.code).toBe(ResultCode.TwoFactorNeeded);
  const answer = await h.call('POST', '/behind/user/login/two-factor', {
    json: { challenge: step.body.data.challenge, code: codeAt(secret, h.now()) },
  });
  return answer.body.code;
}

const rawSecret = async (h: Harness, userId: number) =>
  (await h.database.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)))[0]?.secret ?? '';

forEachDriver('secrets at rest', (h) => {
  it('stores a TOTP secret and the preview key sealed: the raw columns do not reveal them, sign-in works', async () => {
    const { userId, secret } = await enrol(h, 'sealed-totp');
    const raw = await rawSecret(h, userId);
    expect(isSealed(raw)).toBe(true);
    expect(raw).not.toContain(secret);
    expect(await signInWithCode(h, 'sealed-totp', secret)).toBe(1);

    const key = await previewKey(h.database.db);
    const [stored] = await h.database.db.select().from(serverKeys);
    expect(isSealed(stored?.secret ?? '')).toBe(true);
    expect(stored?.secret).not.toContain(key.toString('base64url'));
  });

  it('seals values an older version stored in clear at start, once, and a wrong key stops the start', async () => {
    const { db } = h.database;
    // This suite's database alone: only the clear values below are in it.
    await db.delete(twoFactorSecrets);
    await db.delete(serverKeys);
    const userId = await makeUser(h, 'clear-totp');
    await db.insert(twoFactorSecrets).values({ userId, secret: 'JBSWY3DPEHPK3PXP', createdAt: h.now() });
    await db.insert(serverKeys).values({ name: 'clear-test-key', secret: 'clear-key-value' });
    const keyring = randomKeyring();
    expect(await prepareSecretsAtRest(db, keyring)).toBe(2);
    expect(await prepareSecretsAtRest(db, keyring)).toBe(0);
    const raw = await rawSecret(h, userId);
    expect(raw).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open(keyring, raw)).toBe('JBSWY3DPEHPK3PXP');
    const wrong = randomKeyring();
    await expect(prepareSecretsAtRest(db, wrong)).rejects.toThrow(SecretKeyError);
    await expect(prepareSecretsAtRest(db, wrong)).rejects.toThrow(`loaded secret key is ${wrong.current.id}`);
    expect(await rawSecret(h, userId)).toBe(raw);
    await db.delete(twoFactorSecrets);
    await db.delete(serverKeys);
  });

  it('rotates: every value re-sealed under a new key file, the old key opens none, TOTP and previews work', async () => {
    const dir = dataDir();
    const { db } = h.database;
    // This suite's database from here on uses the data directory's key; its preview key stored under it.
    const key = await previewKey(db);
    await db.delete(serverKeys);
    await db.delete(twoFactorSecrets);
    const before = loadSecretKey({}, dir);
    useSecretKey(before, h.deps.db);
    await db.insert(serverKeys).values({ name: 'storefront-preview', secret: seal(before, key.toString('base64url')) });
    const { userId, secret } = await enrol(h, 'rotated-totp');
    const preview = signPreview(key, 7, new Date(h.now().getTime() + 600_000));
    const oldRaw = await rawSecret(h, userId);

    const { values, keyId } = await rotateKeyFile(db, dir);
    expect(values).toBe(2);
    expect(keyId).not.toBe(before.current.id);
    const after = loadSecretKey({}, dir);
    expect(after.current.id).toBe(keyId);
    expect(statSync(join(dir, KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, KEY_FILE), 'utf8')).not.toContain(before.current.bytes.toString('base64url'));
    const newRaw = await rawSecret(h, userId);
    expect(newRaw).not.toBe(oldRaw);
    expect(() => open(before, newRaw)).toThrow(SecretKeyError);
    expect(open(after, newRaw)).toBe(secret);

    useSecretKey(after, h.deps.db);
    expect(await signInWithCode(h, 'rotated-totp', secret)).toBe(1);
    // The signing key itself is the same, re-sealed: a link made before the rotation still checks.
    const [stored] = await db.select().from(serverKeys).where(eq(serverKeys.name, 'storefront-preview'));
    const reopened = Buffer.from(open(after, stored?.secret ?? ''), 'base64url');
    expect(checkPreview(reopened, preview, h.now()).ok).toBe(true);
  });
});
