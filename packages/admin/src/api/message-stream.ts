/**
 * The live message stream (server notifications/stream-route.ts), one per browser: the tab that holds the Web Lock
 * keeps the connection and passes each event to the other tabs on a BroadcastChannel; when it closes, another tab
 * takes the lock and reconnects from the last event id any tab saw. Without Web Locks (a page served over plain
 * http to another host) each tab keeps its own stream. A lost connection is retried with a growing pause; an
 * answer that is not a stream (signed out, no permission) or the server's `end` event stops it for good. It
 * reads the body as it comes, which the app's one client (./core.ts) does not: that is why it calls fetch itself.
 */
import {
  API_BASE,
  LOCALE_HEADER,
  MESSAGE_STREAM_PATH,
  SESSION_TOKEN_HEADER,
  type ServerEvent,
  sseParser,
} from '@soundboard/contract';

const LOCK = 'soundboard-message-stream';
const CHANNEL = 'soundboard-message-stream';
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export interface MessageStreamOptions {
  getToken(): string | null;
  getLocale(): string;
  /** Every event, in every tab. */
  onEvent(event: ServerEvent): void;
  /** Only in the tab that holds the connection (a sound must play once per browser). */
  onLeaderEvent?(event: ServerEvent): void;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Starts the stream; the returned function stops it (sign-out, the frame unmounting). */
export function startMessageStream(options: MessageStreamOptions): () => void {
  const stop = new AbortController();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  let lastId: string | null = null;
  let ended = false;

  const seen = (event: ServerEvent) => {
    if (event.id !== null) lastId = event.id;
    if (event.event === 'end') ended = true;
    options.onEvent(event);
  };
  if (channel) channel.onmessage = (message: MessageEvent<ServerEvent>) => seen(message.data);

  /** One connection until it ends; true when it should not be retried. */
  async function connect(): Promise<boolean> {
    const token = options.getToken();
    if (!token) return true;
    const response = await fetch(`${API_BASE}${MESSAGE_STREAM_PATH}`, {
      headers: {
        [SESSION_TOKEN_HEADER]: token,
        [LOCALE_HEADER]: options.getLocale(),
        accept: 'text/event-stream',
        ...(lastId !== null ? { 'Last-Event-ID': lastId } : {}),
      },
      signal: stop.signal,
    });
    if (!response.ok || !response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
      // Refused (4xx): retrying cannot help; a server error may pass.
      return response.status < 500;
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const feed = sseParser((event) => {
      seen(event);
      channel?.postMessage(event);
      options.onLeaderEvent?.(event);
    });
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return ended;
      feed(value);
      if (ended) return true;
    }
  }

  async function lead(): Promise<void> {
    let pause = FIRST_RETRY_MS;
    while (!stop.signal.aborted && !ended) {
      const opened = Date.now();
      const final = await connect().catch(() => false);
      if (final || stop.signal.aborted) return;
      // A connection that lasted a while was healthy: start the pauses again from the shortest.
      if (Date.now() - opened > MAX_RETRY_MS) pause = FIRST_RETRY_MS;
      await sleep(pause, stop.signal);
      pause = Math.min(pause * 2, MAX_RETRY_MS);
    }
  }

  const locks = globalThis.navigator?.locks;
  if (locks) {
    // Held until lead() ends; a request still waiting for the lock is dropped by the abort.
    locks.request(LOCK, { signal: stop.signal }, () => lead()).catch(() => undefined);
  } else {
    void lead();
  }

  return () => {
    stop.abort();
    channel?.close();
  };
}
