/**
 * Re-authentication before a sensitive act (issue 37, ASVS 7.5): the signed-in user proves again that it is them,
 * with the current password or, for a user with two-factor sign-in, a current code. A proof holds for the session
 * for RE_AUTH_MINUTES; a call that needs one meanwhile answers ResultCode.ReAuthRequired, and the admin asks for
 * the proof in a dialog, then repeats the call.
 */
import * as v from 'valibot';
import { normaliseCode, TOTP_CODE } from './two-factor';

/** POST: a proof (reAuthSchema); answers null once it is accepted. */
export const RE_AUTH_PATH = '/user/re-auth';

/** How long one proof covers the session's sensitive acts. */
export const RE_AUTH_MINUTES = 5;

const proofSchema = v.pipe(
  v.string(),
  v.nonEmpty('login.form.password.errMsg'),
  v.maxLength(256, 'validation.tooLong'),
);

/** Exactly one of the two: the current password, or a 6-digit code from the authenticator app. */
export const reAuthSchema = v.union(
  [
    v.strictObject({ password: proofSchema }),
    v.strictObject({
      code: v.pipe(
        v.string(),
        v.maxLength(64, 'validation.tooLong'),
        v.transform(normaliseCode),
        v.regex(TOTP_CODE, 'twoFactor.codeFormat'),
      ),
    }),
  ],
  'reAuth.oneProof',
);
export type ReAuthInput = v.InferInput<typeof reAuthSchema>;
