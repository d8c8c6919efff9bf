import { RESULT_CODES, ResultCode, type ResultCodeValue } from '@soundboard/contract';

/** A failure the client should hear about: mapped to its HTTP status and translated envelope by the app. */
export class ApiError extends Error {
  constructor(
    readonly code: ResultCodeValue,
    /** Message key in the contract dictionary; defaults to the code's own text. */
    readonly messageKey: string = RESULT_CODES[code].messageKey,
    readonly data: unknown = null,
    /** Placeholders of the message ({status}, {sku} …), already in the caller's language. */
    readonly values: Record<string, string> = {},
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }

  get status(): number {
    return RESULT_CODES[this.code].status;
  }
}

export const notFound = () => new ApiError(ResultCode.NotFound);
export const forbidden = () => new ApiError(ResultCode.Forbidden);
export const sessionInvalid = () => new ApiError(ResultCode.SessionInvalid);
export const passwordChangeRequired = () => new ApiError(ResultCode.PasswordChangeRequired);
export const twoFactorRequired = () => new ApiError(ResultCode.TwoFactorRequired);
export const versionConflict = () => new ApiError(ResultCode.VersionConflict);
export const invalidTransition = () => new ApiError(ResultCode.InvalidTransition);
