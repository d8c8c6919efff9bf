/**
 * The sign-in schema, in a module of its own: the login screen imports only this, so its first load carries
 * only the few valibot functions it uses (the package is side-effect free, so account.ts is left out).
 */
import * as v from 'valibot';

export const usernameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('login.form.userName.errMsg'),
  v.maxLength(64, 'validation.tooLong'),
);

export const loginSchema = v.strictObject({
  username: usernameSchema,
  password: v.pipe(v.string(), v.nonEmpty('login.form.password.errMsg'), v.maxLength(256, 'validation.tooLong')),
  remember: v.optional(v.boolean(), false),
});

export type LoginInput = v.InferOutput<typeof loginSchema>;
