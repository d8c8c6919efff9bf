import type { ResultCodeValue } from './codes';

/** Where the API is served: every path of the contract is under it. */
export const API_BASE = '/behind';

/** The request header that carries a staff session's token (the answer of POST /behind/user/login, no prefix). */
export const SESSION_TOKEN_HEADER = 'admin-token';

/** Where the server serves the designers' workbench (the Storybook build; its visual report under visual-report/). */
export const WORKBENCH_PATH = '/storybook/';

/** Every API answer, success or not. */
export interface Envelope<T = unknown> {
  code: ResultCodeValue;
  message: string;
  data: T;
}

/** One failed field of a validation error (`data.issues` of a ValidationFailed envelope). */
export interface ValidationIssue {
  path: string;
  message: string;
}
