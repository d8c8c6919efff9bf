/**
 * Two-factor sign-in (TOTP, RFC 6238): the code step of the login, enrolment in User settings → Security, and
 * what the server answers. In a module of its own so the login screen loads it only with its second step.
 */
import * as v from 'valibot';

export const TWO_FACTOR = {
  /** Recovery codes handed out at enrolment (and when regenerated); each works once. */
  recoveryCodes: 10,
  /** Wrong codes one sign-in challenge takes before the password must be entered again. */
  challengeAttempts: 5,
  /** Minutes between a correct password and its code step. */
  challengeMinutes: 5,
} as const;

/** A code from the authenticator app: six digits (spaces the user types are dropped). */
export const TOTP_CODE = /^\d{6}$/;
/** A recovery code as handed out: 12 base32 letters in three groups (dashes and case ignored). */
export const RECOVERY_CODE = /^[a-z2-7]{12}$/;

/** What the user typed, stripped of spaces and dashes, lowercased: a TOTP code or a recovery code. */
export function normaliseCode(input: string): string {
  return input.replace(/[\s-]/g, '').toLowerCase();
}

const codeSchema = v.pipe(
  v.string(),
  v.maxLength(64, 'validation.tooLong'),
  v.transform(normaliseCode),
  v.check((code) => TOTP_CODE.test(code) || RECOVERY_CODE.test(code), 'twoFactor.codeFormat'),
);

/** The code step: the challenge the password step answered and a TOTP or recovery code. */
export const twoFactorLoginSchema = v.strictObject({
  challenge: v.pipe(v.string(), v.nonEmpty('validation.required'), v.maxLength(128, 'validation.tooLong')),
  code: codeSchema,
});

/**
 * Confirming enrolment takes a TOTP code; disabling and new recovery codes take either kind, or none within a
 * recent re-authentication (re-auth.ts): the code, when sent, is itself that proof.
 */
export const twoFactorConfirmSchema = v.strictObject({
  code: v.pipe(
    v.string(),
    v.maxLength(64, 'validation.tooLong'),
    v.transform(normaliseCode),
    v.regex(TOTP_CODE, 'twoFactor.codeFormat'),
  ),
});
export const twoFactorProofSchema = v.strictObject({ code: v.optional(codeSchema) });

/** The password step's answer to an enrolled user (code TwoFactorNeeded): no session yet, only this. */
export interface TwoFactorChallenge {
  challenge: string;
  /** ISO 8601. */
  expiresAt: string;
}

/** GET /behind/user/two-factor. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** ISO 8601, when enabled. */
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** A role the user holds requires a second factor (Settings → configuration): it cannot be turned off. */
  required: boolean;
}

/** POST /behind/user/two-factor/start: a new secret, shown until confirmed. */
export interface TwoFactorEnrolment {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  /** otpauth://totp/… */
  uri: string;
  /** The URI as a QR code, an SVG document rendered by the server. */
  qrSvg: string;
}

/** Enrolment confirmed, or recovery codes regenerated: the codes, shown this once. */
export interface RecoveryCodesAnswer {
  recoveryCodes: string[];
}
