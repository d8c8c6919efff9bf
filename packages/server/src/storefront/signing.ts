/**
 * Signed preview links (contract decoration/templates.ts PreviewLink): a token names a template and an expiry and
 * carries an HMAC-SHA256 of both under a key kept in the database (db/schema/server-keys.ts), so any server
 * process on the same database accepts a link another one made. The token is `<templateId>.<expiry s>.<mac>`:
 * URL-safe, no lookup needed to check it, and it grants nothing but reading that template's draft until it expires.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PREVIEW_LINK_MINUTES, STOREFRONT_PATH } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema';
import { openFrom, sealFor } from '../secrets/process-key';

const KEY_NAME = 'storefront-preview';
const TOKEN = /^([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export type PreviewCheck =
  | { ok: true; templateId: number; expiresAt: Date }
  | { ok: false; reason: 'invalid' | 'expired' };

/** What a signature vouches for: a template's preview or one material's bytes, until a second. */
function mac(key: Buffer, purpose: 'preview' | 'file', id: number, expiresSeconds: number): Buffer {
  return createHmac('sha256', key).update(`${purpose}:${id}:${expiresSeconds}`).digest();
}

/** Compared as text, in constant time: base64url decoding ignores a last character's spare bits. */
function sameMac(given: string, expected: Buffer): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected.toString('base64url'));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The token of a preview of `templateId` that works until `expiresAt` (whole seconds). */
export function signPreview(key: Buffer, templateId: number, expiresAt: Date): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  return `${templateId}.${seconds}.${mac(key, 'preview', templateId, seconds).toString('base64url')}`;
}

/** Checks the signature first (constant time), then the expiry: a tampered expiry is invalid, not expired. */
export function checkPreview(key: Buffer, token: string, now: Date): PreviewCheck {
  const parts = TOKEN.exec(token);
  if (!parts) return { ok: false, reason: 'invalid' };
  const templateId = Number(parts[1]);
  const seconds = Number(parts[2]);
  if (!sameMac(parts[3] ?? '', mac(key, 'preview', templateId, seconds))) return { ok: false, reason: 'invalid' };
  if (seconds * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, templateId, expiresAt: new Date(seconds * 1000) };
}

/** A preview link of a template that expires PREVIEW_LINK_MINUTES after `now`. */
export function previewLink(key: Buffer, templateId: number, now: Date) {
  const expiresAt = new Date(Math.floor(now.getTime() / 1000) * 1000 + PREVIEW_LINK_MINUTES * 60_000);
  const token = signPreview(key, templateId, expiresAt);
  return { url: `${STOREFRONT_PATH}/?preview=${token}`, token, expiresAt: expiresAt.toISOString() };
}

const FILE_SIGNATURE = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
const HOUR = 3_600_000;

/**
 * A signature letting anyone holding it read one material until an expiry: the editor's preview shows drafts'
 * pictures in <img> elements, which cannot send the session's header. The expiry is the next full hour plus
 * PREVIEW_LINK_MINUTES, so a URL stays the same for the whole hour (the browser keeps the image between the
 * editor's resolves) and works for at least PREVIEW_LINK_MINUTES.
 */
export function signFile(key: Buffer, materialId: number, now: Date): string {
  const seconds = (Math.floor(now.getTime() / HOUR) * HOUR + HOUR + PREVIEW_LINK_MINUTES * 60_000) / 1000;
  return `${seconds}.${mac(key, 'file', materialId, seconds).toString('base64url')}`;
}

export function checkFile(key: Buffer, materialId: number, signature: string, now: Date): boolean {
  const parts = FILE_SIGNATURE.exec(signature);
  if (!parts) return false;
  const seconds = Number(parts[1]);
  return sameMac(parts[2] ?? '', mac(key, 'file', materialId, seconds)) && seconds * 1000 > now.getTime();
}

/** Keys already read, per database: a key never changes once made. */
const known = new WeakMap<Db, Buffer>();

/** The preview key, made on first use (stored sealed, secrets/); a race between processes keeps the first one written. */
export async function previewKey(db: Db): Promise<Buffer> {
  const cached = known.get(db);
  if (cached) return cached;
  await db
    .insert(serverKeys)
    .values({ name: KEY_NAME, secret: sealFor(db, randomBytes(32).toString('base64url')) })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: serverKeys.secret }).from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
  if (!row) throw new Error('preview key missing');
  const key = Buffer.from(openFrom(db, row.secret), 'base64url');
  known.set(db, key);
  return key;
}
