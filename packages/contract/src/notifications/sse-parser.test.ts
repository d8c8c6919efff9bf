import { describe, expect, it } from 'vitest';
import { type ServerEvent, sseParser } from './sse-parser';

describe('sseParser', () => {
  it('reads events split across chunks, skips heartbeats, keeps ids and multi-line data', () => {
    const seen: ServerEvent[] = [];
    const feed = sseParser((event) => seen.push(event));
    feed('event: message\nid: 7\ndata: {"a"');
    feed(':1}\n\n: heartbeat\n\n');
    feed('event: unread\r\ndata: line1\r\ndata: line2\r\n\r\n');
    expect(seen).toEqual([
      { event: 'message', id: '7', data: '{"a":1}' },
      { event: 'unread', id: null, data: 'line1\nline2' },
    ]);
  });
});
