/**
 * The request pipeline, free of globals so a test can hand it any fetch-like function (DESIGN §5, spec §7–§8):
 * base /behind, the `admin-token` header when a token exists, no timeout; the envelope is handled whatever the
 * HTTP status: code 1 resolves `data`; any other code shows the server's message as an error toast (5 s) and
 * rejects, and code 400005 (except on the login call) also reports the lost session; transport errors toast the
 * error's message or 'Request Error'.
 */
import { type Envelope, ResultCode, type ResultCodeValue } from '@soundboard/contract';
import redaxios from 'redaxios';
import { ApiError } from './errors';

export const API_BASE = '/behind';
export const LOGIN_URL = '/user/login';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestConfig {
  method?: Method;
  /** Path under /behind, e.g. '/user/info'. */
  url: string;
  data?: unknown;
  params?: Record<string, string>;
}

export interface RequestDeps {
  fetch?: FetchLike;
  getToken: () => string | null;
  /** The error toast (5000 ms). */
  showError: (message: string) => void;
  /** Code 400005 outside the login call: the session is gone. */
  onSessionInvalid: () => void;
  /** The translated 'Request Error'. */
  requestErrorText: () => string;
  /** The UI locale, sent as the arco-locale header (the server reads it before Accept-Language) so its messages match the screen. */
  getLocale?: () => string;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'number';
}

function transportMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'statusText' in error) return String(error.statusText);
  return '';
}

export function createRequest(deps: RequestDeps) {
  const http = redaxios.create({
    baseURL: API_BASE,
    // Every status is read as an envelope: the server sends honest statuses with the same body.
    validateStatus: () => true,
    ...(deps.fetch ? { fetch: deps.fetch as typeof fetch } : {}),
  });

  const fail = (message: string, status: number): ApiError => {
    const text = message || deps.requestErrorText();
    deps.showError(text);
    return new ApiError(text, 'transport', null, status);
  };

  return async function request<T>(config: RequestConfig): Promise<T> {
    const token = deps.getToken();
    let response: { status: number; data: unknown };
    try {
      response = await http<unknown>({
        url: config.url,
        method: config.method ?? 'GET',
        ...(config.data !== undefined ? { data: config.data } : {}),
        ...(config.params ? { params: config.params } : {}),
        headers: {
          ...(token ? { 'admin-token': token } : {}),
          ...(deps.getLocale ? { 'arco-locale': deps.getLocale() } : {}),
        },
      });
    } catch (error) {
      throw fail(transportMessage(error), 0);
    }
    const body: unknown = response.data;
    // A proxy's HTML error page or an empty answer is not an envelope: a transport error.
    if (!isEnvelope(body)) throw fail('', response.status);
    if (body.code === ResultCode.Success) return body.data as T;
    const message = body.message || deps.requestErrorText();
    deps.showError(message);
    if (body.code === ResultCode.SessionInvalid && config.url !== LOGIN_URL) deps.onSessionInvalid();
    throw new ApiError(message, 'envelope', body.code as ResultCodeValue, response.status, body.data ?? null);
  };
}

export type Request = ReturnType<typeof createRequest>;
