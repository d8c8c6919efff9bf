/**
 * The one client pipeline (docs/modules/app-shell.md, The API client), free of globals so a test can hand it its
 * transports. Every call (JSON request, file download, upload, image blob) goes through `send`: base /behind, the
 * `admin-token` header when a token exists, the `arco-locale` header, no timeout; an envelope answer is handled
 * whatever the HTTP status: code 1 resolves `data`; any other code shows the server's message as an error toast (5 s)
 * and rejects, and code 400005 (except on the login call) also reports the lost session; code ReAuthRequired asks
 * the user to prove it is them (`reAuthenticate`, the re-authentication dialog) and sends the call once more;
 * transport errors toast the error's message or 'Request Error'. A file answer (not JSON) resolves as a Blob.
 */
import {
  API_BASE,
  type Envelope,
  LOCALE_HEADER,
  ResultCode,
  type ResultCodeValue,
  SESSION_TOKEN_HEADER,
} from '@soundboard/contract';
import { ApiError } from './errors';
import { type FetchLike, type Method, redaxiosTransport, type Transport, xhrTransport } from './transports';

export type { FetchLike, Method } from './transports';
export const LOGIN_URL = '/user/login';

export interface RequestConfig {
  method?: Method;
  /** Path under /behind, e.g. '/user/info'. */
  url: string;
  data?: unknown;
  params?: Record<string, string>;
}

export interface UploadOptions {
  onProgress: (percent: number) => void;
  signal: AbortSignal;
  /** More form fields sent beside `file` (a material's `meta` JSON and `thumbnail`). */
  fields?: Record<string, string | Blob>;
}

export interface ClientDeps {
  /** Where /behind is served; the page's own origin by default (a test points it at its server). */
  base?: string;
  fetch?: FetchLike;
  /** Makes the XMLHttpRequest an upload goes through (the browser's by default). */
  xhr?: () => XMLHttpRequest;
  getToken: () => string | null;
  /** The header the token travels in: staff sessions' `admin-token` unless told (the in-store player's device token). */
  tokenHeader?: string;
  /** The error toast (5000 ms). */
  showError: (message: string) => void;
  /** Code 400005 outside the login call: the session is gone. */
  onSessionInvalid: () => void;
  /** The translated 'Request Error'. */
  requestErrorText: () => string;
  /**
   * Code ReAuthRequired: asks for a proof (password or code) and resolves true once the server accepted one, false
   * when the user cancelled; the call is then sent again, or rejected without a toast. Absent: an error like any.
   */
  reAuthenticate?: () => Promise<boolean>;
  /** The UI locale, sent as the arco-locale header (the server reads it before Accept-Language) so its messages match the screen. */
  getLocale?: () => string;
}

/** What one call asks of `send`. */
interface Call {
  method: Method;
  url: string;
  params?: Record<string, string> | undefined;
  body?: string | FormData;
  /** 'file': a non-JSON answer is the file itself. */
  expect: 'envelope' | 'file';
  /** No error toast (an image that fails to load falls back quietly); the lost session is still reported. */
  quiet?: boolean;
  signal?: AbortSignal | undefined;
  onUploadProgress?: (percent: number) => void;
  /** Sent again after a re-authentication: a second ReAuthRequired is not asked about again. */
  reAuthenticated?: boolean;
}

export interface FileAnswer {
  blob: Blob;
  /** The server's file name (Content-Disposition), if it sent one. */
  fileName: string | null;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'number';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function transportMessage(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

function fileName(disposition: string | null): string | null {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? null;
}

export function createClient(deps: ClientDeps) {
  const base = deps.base ?? API_BASE;
  const viaRedaxios = redaxiosTransport(deps.fetch ?? ((input, init) => fetch(input, init)));
  const viaXhr = xhrTransport(deps.xhr ?? (() => new XMLHttpRequest()));

  /** A path under /behind, or a URL the server handed out (it already starts with /behind). */
  const address = (url: string, params?: Record<string, string>): string => {
    const path = url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url;
    const query = params ? new URLSearchParams(params).toString() : '';
    return `${base}${path}${query ? `${path.includes('?') ? '&' : '?'}${query}` : ''}`;
  };

  const headers = (json: boolean): Record<string, string> => {
    const token = deps.getToken();
    return {
      ...(token ? { [deps.tokenHeader ?? SESSION_TOKEN_HEADER]: token } : {}),
      ...(deps.getLocale ? { [LOCALE_HEADER]: deps.getLocale() } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    };
  };

  const fail = (call: Call, message: string, status: number): ApiError => {
    const text = message || deps.requestErrorText();
    if (!call.quiet) deps.showError(text);
    return new ApiError(text, 'transport', null, status);
  };

  const rejectEnvelope = (call: Call, body: Envelope, status: number, sentToken: boolean): ApiError => {
    const message = body.message || deps.requestErrorText();
    // A call made after signing out (a page kept in a tab reading its list as the session clears) had no session
    // to lose: nothing to tell, and no logout notice over the login screen.
    const signedOutAlready = body.code === ResultCode.SessionInvalid && !sentToken;
    // Not errors to toast: a code step after the password is the next screen, and a user who must enrol a second
    // factor is kept on the security tab, which says why (the calls the shell makes meanwhile are refused).
    // A refused re-authentication (the user cancelled the dialog) is the user's choice, not an error to show.
    const shown =
      body.code !== ResultCode.TwoFactorNeeded &&
      body.code !== ResultCode.TwoFactorRequired &&
      body.code !== ResultCode.ReAuthRequired &&
      !signedOutAlready;
    if (!call.quiet && shown) deps.showError(message);
    if (body.code === ResultCode.SessionInvalid && call.url !== LOGIN_URL && !signedOutAlready) {
      deps.onSessionInvalid();
    }
    return new ApiError(message, 'envelope', body.code as ResultCodeValue, status, body.data ?? null);
  };

  /** The one place a call is sent and its answer read. */
  async function send(call: Call, transport: Transport): Promise<unknown> {
    let answer: Awaited<ReturnType<Transport>>;
    const sentHeaders = headers(typeof call.body === 'string');
    const sentToken = (deps.tokenHeader ?? SESSION_TOKEN_HEADER) in sentHeaders;
    try {
      answer = await transport({
        method: call.method,
        url: address(call.url, call.params),
        headers: sentHeaders,
        body: call.body,
        responseType: call.expect === 'file' ? 'blob' : 'text',
        signal: call.signal,
        onUploadProgress: call.onUploadProgress,
      });
    } catch (error) {
      // A cancelled call is the caller's choice, not an error to show.
      if (call.signal?.aborted) throw error;
      throw fail(call, transportMessage(error), 0);
    }
    const { status, body } = answer;
    const isJson = /\bjson\b/i.test(answer.header('content-type') ?? '');
    if (body instanceof Blob && !isJson) {
      if (status >= 200 && status < 300) {
        return { blob: body, fileName: fileName(answer.header('content-disposition')) } satisfies FileAnswer;
      }
      throw fail(call, '', status);
    }
    // redaxios has decoded JSON already; an upload's or a file's answer is still text.
    const value = body instanceof Blob ? await body.text() : body;
    const parsed = typeof value === 'string' ? parseJson(value) : value;
    // A proxy's HTML error page or an empty answer is not an envelope: a transport error.
    if (!isEnvelope(parsed)) throw fail(call, '', status);
    if (parsed.code === ResultCode.Success) return parsed.data;
    // A sensitive act: once the user has proved it is them, the same call again (once: a second refusal rejects).
    if (parsed.code === ResultCode.ReAuthRequired && deps.reAuthenticate && !call.reAuthenticated) {
      if (await deps.reAuthenticate()) return send({ ...call, reAuthenticated: true }, transport);
    }
    throw rejectEnvelope(call, parsed, status, sentToken);
  }

  return {
    request<T>(config: RequestConfig): Promise<T> {
      const call: Call = { method: config.method ?? 'GET', url: config.url, params: config.params, expect: 'envelope' };
      if (config.data !== undefined) call.body = JSON.stringify(config.data);
      return send(call, viaRedaxios) as Promise<T>;
    },
    /** A file the API serves (a CSV export); an error answer rejects like any request. */
    download(url: string, params?: Record<string, string>): Promise<FileAnswer> {
      return send({ method: 'GET', url, params, expect: 'file' }, viaRedaxios) as Promise<FileAnswer>;
    },
    /** One file as multipart form data (field `file`), through the upload transport (it reports progress). */
    upload<T>(url: string, file: File, { onProgress, signal, fields }: UploadOptions): Promise<T> {
      const body = new FormData();
      body.append('file', file);
      for (const [name, value] of Object.entries(fields ?? {})) body.append(name, value);
      const call: Call = { method: 'POST', url, body, expect: 'envelope', signal, onUploadProgress: onProgress };
      return send(call, viaXhr) as Promise<T>;
    },
    /** An image the API serves (avatars, uploaded files need the token, which an <img src> cannot send). */
    async blob(url: string, signal?: AbortSignal): Promise<Blob> {
      const answer = (await send(
        { method: 'GET', url, expect: 'file', quiet: true, signal },
        viaRedaxios,
      )) as FileAnswer;
      return answer.blob;
    },
  };
}

export type Client = ReturnType<typeof createClient>;

/** The JSON calls alone (what the API modules take, so a test can drive them). */
export function createRequest(deps: ClientDeps) {
  return createClient(deps).request;
}

export type Request = ReturnType<typeof createRequest>;
