/** Tests only: the live message stream read through the in-process app, event by event. */
import { type ServerEvent, sseParser } from '@soundboard/contract';
import type { Harness } from '../test/harness';

/** Longest wait for an expected event: a loaded machine is slow, a missing event fails the test. */
const WAIT_MS = 30_000;

export async function openStream(h: Harness, token: string, lastEventId?: string) {
  const response = await h.send('GET', '/behind/account/messages/stream', {
    token,
    ...(lastEventId !== undefined ? { headers: { 'last-event-id': lastEventId } } : {}),
  });
  if (response.status !== 200 || !response.body) throw new Error(`stream refused: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let done = false;
  const queued: ServerEvent[] = [];
  const feed = sseParser((event) => queued.push(event));

  async function pull(): Promise<void> {
    const chunk = await reader.read();
    if (chunk.done) done = true;
    else feed(chunk.value);
  }

  return {
    /** The next event `wanted` accepts (earlier ones are skipped). */
    async next(wanted: (event: ServerEvent) => boolean): Promise<ServerEvent> {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const index = queued.findIndex(wanted);
        if (index >= 0) return queued.splice(0, index + 1).at(-1) as ServerEvent;
        queued.length = 0;
        if (done) throw new Error('the stream ended first');
        if (Date.now() > deadline) throw new Error('no such event in time');
        await pull();
      }
    },
    /** Whether the server closed the stream (reads until it does). */
    async ended(): Promise<boolean> {
      while (!done) await pull();
      return true;
    },
    close() {
      void reader.cancel().catch(() => undefined);
    },
  };
}
