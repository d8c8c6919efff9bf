/** The preview token's signing alone (no database): round trip, expiry, and every kind of tampering. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkFile, checkPreview, previewLink, signFile, signPreview } from './signing';

const key = randomBytes(32);
const now = new Date('2026-11-26T08:00:00.000Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('preview link signing', () => {
  it('checks a token it signed: the template and the expiry come back', () => {
    const token = signPreview(key, 42, later(60));
    expect(token).toMatch(/^42\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(checkPreview(key, token, now)).toEqual({ ok: true, templateId: 42, expiresAt: later(60) });
  });

  it('says expired from the expiry second on, and only for a genuine token', () => {
    const token = signPreview(key, 7, later(1));
    expect(checkPreview(key, token, later(0.99)).ok).toBe(true);
    expect(checkPreview(key, token, later(1))).toEqual({ ok: false, reason: 'expired' });
    const forgedPast = token.replace(/^7\./, '8.');
    expect(checkPreview(key, forgedPast, later(2))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses another key, a changed template or expiry, a changed signature and malformed tokens', () => {
    const token = signPreview(key, 5, later(60));
    const [id, expires, mac = ''] = token.split('.');
    const flipped = `${mac.slice(0, 10)}${mac[10] === 'A' ? 'B' : 'A'}${mac.slice(11)}`;
    for (const bad of [
      `${id}.${Number(expires) + 1}.${mac}`,
      `6.${expires}.${mac}`,
      `${id}.${expires}.${flipped}`,
      `${id}.${expires}.${mac}x`,
      `${id}.${expires}`,
      '',
      `0.${expires}.${mac}`,
      `${id}.${expires}.${mac.replace(/./g, '=')}`,
    ]) {
      expect(checkPreview(key, bad, now), bad).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(checkPreview(randomBytes(32), token, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('makes a link of PREVIEW_LINK_MINUTES to /storefront/ that checks', () => {
    const link = previewLink(key, 3, new Date(now.getTime() + 456));
    expect(link.url).toBe(`/storefront/?preview=${link.token}`);
    expect(link.expiresAt).toBe(later(60).toISOString());
    expect(checkPreview(key, link.token, later(59))).toMatchObject({ ok: true, templateId: 3 });
  });

  it('signs one material until the next full hour plus PREVIEW_LINK_MINUTES, the same all that hour', () => {
    const signature = signFile(key, 9, now);
    expect(signFile(key, 9, later(59))).toBe(signature);
    expect(checkFile(key, 9, signature, later(119))).toBe(true);
    expect(checkFile(key, 9, signature, later(120))).toBe(false);
    expect(checkFile(key, 10, signature, now)).toBe(false);
    expect(checkFile(randomBytes(32), 9, signature, now)).toBe(false);
    const [expires, mac = ''] = signature.split('.');
    expect(checkFile(key, 9, `${Number(expires) + 3600}.${mac}`, now)).toBe(false);
    expect(checkFile(key, 9, `${expires}.${mac.slice(1)}`, now)).toBe(false);
    // The last character's spare bits: another letter decodes to the same bytes, and is refused all the same.
    const spare = `${mac.slice(0, -1)}${String.fromCharCode(mac.charCodeAt(42) ^ 1)}`;
    expect(checkFile(key, 9, `${expires}.${spare}`, now)).toBe(false);
    // A preview token's signature vouches for a template, never for a material of the same number.
    const preview = signPreview(key, 9, later(60)).split('.');
    expect(checkFile(key, 9, `${preview[1]}.${preview[2]}`, now)).toBe(false);
  });
});
