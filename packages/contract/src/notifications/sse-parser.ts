/**
 * The message stream's wire format read back (the admin reads it from a fetch body, since EventSource cannot send
 * the admin-token header; the server's tests read it too): text in, one { event, id, data } per
 * blank-line-terminated block out; comment lines (heartbeats) skipped.
 */
export interface ServerEvent {
  event: string;
  id: string | null;
  data: string;
}

export function sseParser(onEvent: (event: ServerEvent) => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      let id: string | null = null;
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'id') id = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0 || id !== null) onEvent({ event, id, data: data.join('\n') });
    }
  };
}
