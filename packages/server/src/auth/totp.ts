/**
 * TOTP (RFC 6238) with otpauth: SHA-1, 6 digits, 30-second steps — what every authenticator app reads from the
 * QR code. A code is accepted for the current step or one either side (clock drift); the caller stores the step it
 * matched and accepts only later steps, so a code cannot be used twice (two-factor.ts).
 */
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

const ISSUER = 'Soundboard';

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

/** 160 random bits (RFC 4226's recommended length), base32. */
export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI the QR code carries. */
export function otpauthUri(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

/** The URI as an SVG document (rendered here: no network, nothing sent to a third party). */
export function qrSvg(uri: string): string {
  return renderSVG(uri, { border: 2, pixelSize: 6 });
}

/** The time step `code` is valid for at `now` (current ±1), or null. Check the result, not its truthiness: 0 is a step. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const totp = totpOf(secret);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: 1 });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/** The code for `at` (tests, and nothing else, compute codes). */
export function codeAt(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}
