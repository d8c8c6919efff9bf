/**
 * valibot schemas of the account endpoints, shared by the server (authoritative) and the browser (early
 * feedback). Messages are i18n keys of ../messages.ts. Objects are strict: unknown fields are rejected.
 */
import * as v from 'valibot';
import { PASSWORD_MIN, passwordProblem } from '../password';
import { PATTERNS } from '../resources/define';
import { countWords } from '../words';
import { usernameSchema } from './login';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max, 'validation.tooLong'));
const required = (max: number, message: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(max, 'validation.tooLong'));

/** The rules the browser can check too; the server also applies the configured minimum, the username and its list. */
export const newPasswordSchema = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN, 'password.tooShort'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = passwordProblem(dataset.value);
    if (problem) addIssue({ message: problem });
  }),
);

/** Region codes of the area cascader: province, city, district (6-digit GB/T 2260 codes). */
const regionCode = v.pipe(v.string(), v.regex(/^\d{6}$/, 'validation.regionCode'));

export const profileSchema = v.strictObject({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('userSetting.form.error.email.required'),
    v.maxLength(254, 'validation.tooLong'),
    v.email('validation.email'),
  ),
  nickname: required(64, 'userSetting.form.error.nickname.required'),
  countryRegion: required(64, 'userSetting.form.error.countryRegion.required'),
  area: v.pipe(v.array(regionCode), v.minLength(1, 'userSetting.form.error.area.required'), v.maxLength(3)),
  address: v.optional(text(200), ''),
  profile: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(2000, 'userSetting.form.error.profile.maxLength'),
      v.check((value) => countWords(value) <= 200, 'userSetting.form.error.profile.maxLength'),
    ),
    '',
  ),
  // What the User info screen shows about the person (User settings, basic information); all optional.
  officeLocation: v.optional(text(100), ''),
  introduction: v.optional(text(500), ''),
  website: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(200, 'validation.tooLong'),
      v.regex(/^$|^https?:\/\/\S+$/i, 'validation.url'),
    ),
    '',
  ),
  phone: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === '' || PATTERNS.phone.regex.test(value), PATTERNS.phone.message),
    ),
    '',
  ),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export const changePasswordSchema = v.strictObject({
  oldPassword: v.pipe(v.string(), v.nonEmpty('login.form.password.errMsg'), v.maxLength(256, 'validation.tooLong')),
  newPassword: newPasswordSchema,
});

export const registerSchema = v.strictObject({
  username: v.pipe(usernameSchema, v.regex(/^[A-Za-z0-9_.-]{3,32}$/, 'validation.username')),
  password: newPasswordSchema,
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('userSetting.form.error.email.required'), v.email('validation.email')),
  nickname: required(64, 'userSetting.form.error.nickname.required'),
  reason: v.optional(text(500), ''),
});

export const forgotPasswordSchema = v.strictObject({
  username: usernameSchema,
  note: v.optional(text(500), ''),
});

export const handleRequestSchema = v.strictObject({
  note: v.optional(text(500), ''),
});

export const userStatusSchema = v.strictObject({
  status: v.picklist(['active', 'disabled'], 'validation.invalid'),
});

export const MESSAGE_TYPES = ['message', 'notice', 'todo'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const messageTypeQuery = v.strictObject({
  type: v.optional(v.picklist(MESSAGE_TYPES, 'validation.invalid')),
});

export const readMessagesSchema = v.strictObject({
  ids: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1), v.maxLength(500)),
});

export const CERTIFICATION_STATUSES = ['pass', 'auditing', 'withdrawn', 'rejected'] as const;

export const certificationSchema = v.strictObject({
  accountType: v.picklist(['enterprise', 'individual'], 'validation.invalid'),
  legalPersonName: required(64, 'validation.required'),
  legalPersonCertType: v.picklist(['id_card', 'passport', 'other'], 'validation.invalid'),
  legalPersonCertNumber: v.pipe(required(32, 'validation.required'), v.regex(/^[A-Za-z0-9-]+$/, 'validation.invalid')),
  enterpriseName: required(128, 'validation.required'),
  enterpriseCertType: v.picklist(['business_license', 'unified_social_credit', 'other'], 'validation.invalid'),
  organizationCode: v.pipe(required(32, 'validation.required'), v.regex(/^[A-Za-z0-9-]+$/, 'validation.invalid')),
});

export type ProfileInput = v.InferOutput<typeof profileSchema>;
export type CertificationInput = v.InferOutput<typeof certificationSchema>;

/** Largest avatar image the server accepts (the browser checks it first, with a clear message). */
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Uploaded images (product pictures): the same types as avatars, a little larger. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = AVATAR_TYPES;
export const IMAGE_UPLOAD_PATH = '/files';
/** An uploaded image, as the server serves it back (under API_BASE). */
export const filePath = (id: number) => `${IMAGE_UPLOAD_PATH}/${id}`;
/** Where the signed-in user uploads an avatar (multipart, field `file`). */
export const AVATAR_UPLOAD_PATH = '/account/avatar';
