/**
 * The result-code table both sides share. `code === 1` is success; every other code travels with an honest
 * HTTP status and an i18n message key (the text lives in ./messages.ts).
 */
export const ResultCode = {
  Success: 1,
  SessionInvalid: 400005,
  BadCredentials: 400006,
  ValidationFailed: 400022,
  Forbidden: 400003,
  NotFound: 400004,
  VersionConflict: 400009,
  AlreadyExists: 400010,
  InvalidTransition: 400011,
  TooManyRequests: 400029,
  /** A password the server generated (new user, reset) must be replaced before anything else. */
  PasswordChangeRequired: 400031,
  /** The password was right and the user has a second factor: answer the challenge with a code (no session yet). */
  TwoFactorNeeded: 400033,
  /** A role of the user requires a second factor they have not set up: only enrolment answers until they do. */
  TwoFactorRequired: 400034,
  /** A sensitive act needs a fresh proof of the owner (password or code, schemas/re-auth.ts): prove, then repeat. */
  ReAuthRequired: 400035,
  PayloadTooLarge: 400013,
  UnsupportedMediaType: 400015,
  /** What the request names existed but has run out (an expired preview link). */
  Gone: 400041,
  ServerError: 500000,
  ServiceUnavailable: 500003,
} as const;

export type ResultCodeName = keyof typeof ResultCode;
export type ResultCodeValue = (typeof ResultCode)[ResultCodeName];

export interface ResultCodeInfo {
  status: number;
  messageKey: string;
}

export const RESULT_CODES: Record<ResultCodeValue, ResultCodeInfo> = {
  [ResultCode.Success]: { status: 200, messageKey: 'result.success' },
  [ResultCode.SessionInvalid]: { status: 401, messageKey: 'result.sessionInvalid' },
  [ResultCode.BadCredentials]: { status: 401, messageKey: 'result.badCredentials' },
  [ResultCode.ValidationFailed]: { status: 422, messageKey: 'result.validationFailed' },
  [ResultCode.Forbidden]: { status: 403, messageKey: 'result.forbidden' },
  [ResultCode.NotFound]: { status: 404, messageKey: 'result.notFound' },
  [ResultCode.VersionConflict]: { status: 409, messageKey: 'result.versionConflict' },
  [ResultCode.AlreadyExists]: { status: 409, messageKey: 'result.alreadyExists' },
  [ResultCode.InvalidTransition]: { status: 409, messageKey: 'result.invalidTransition' },
  [ResultCode.TooManyRequests]: { status: 429, messageKey: 'result.tooManyRequests' },
  [ResultCode.PasswordChangeRequired]: { status: 403, messageKey: 'result.passwordChangeRequired' },
  [ResultCode.TwoFactorNeeded]: { status: 401, messageKey: 'result.twoFactorNeeded' },
  [ResultCode.TwoFactorRequired]: { status: 403, messageKey: 'result.twoFactorRequired' },
  [ResultCode.ReAuthRequired]: { status: 403, messageKey: 'result.reAuthRequired' },
  [ResultCode.PayloadTooLarge]: { status: 413, messageKey: 'result.payloadTooLarge' },
  [ResultCode.UnsupportedMediaType]: { status: 415, messageKey: 'result.unsupportedMediaType' },
  [ResultCode.Gone]: { status: 410, messageKey: 'result.gone' },
  [ResultCode.ServerError]: { status: 500, messageKey: 'result.serverError' },
  [ResultCode.ServiceUnavailable]: { status: 503, messageKey: 'result.serviceUnavailable' },
};
