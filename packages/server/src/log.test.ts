import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonLogger } from './log';

describe('JSON log lines', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes one line per entry whatever the fields hold: no forged lines from user input', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((line: string) => lines.push(line));
    jsonLogger('warn', 'security event', { path: '/behind/x\n{"level":"info","msg":"forged"}', username: 'a\r\nb' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/[\r\n]/);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 'warn',
      path: '/behind/x\n{"level":"info","msg":"forged"}',
    });
  });
});
