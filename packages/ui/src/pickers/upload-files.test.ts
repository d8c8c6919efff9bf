import { describe, expect, test } from 'vitest';
import { checkFile, formatSize, matchesAccept } from './upload-files';

const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe('matchesAccept', () => {
  test('extensions, exact types and wildcards, case-insensitively', () => {
    expect(matchesAccept(file('Report.PDF', 'application/pdf'), ['.pdf'])).toBe(true);
    expect(matchesAccept(file('a.png', 'image/png'), ['image/*'])).toBe(true);
    expect(matchesAccept(file('a.png', 'image/png'), ['image/jpeg'])).toBe(false);
    expect(matchesAccept(file('a.mp3', 'audio/mpeg'), ['image/*', '.pdf'])).toBe(false);
    expect(matchesAccept(file('anything.bin', ''), undefined)).toBe(true);
    expect(matchesAccept(file('anything.bin', ''), [])).toBe(true);
  });
});

describe('checkFile', () => {
  test('type is checked before size; a file at the limit passes', () => {
    expect(checkFile(file('a.exe', 'application/x-msdownload', 99), { accept: ['image/*'], maxSize: 10 })).toBe('type');
    expect(checkFile(file('a.png', 'image/png', 11), { accept: ['image/*'], maxSize: 10 })).toBe('size');
    expect(checkFile(file('a.png', 'image/png', 10), { accept: ['image/*'], maxSize: 10 })).toBeNull();
  });
});

describe('formatSize', () => {
  test('binary units with at most one decimal', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatSize(1024 * 1024 * 1024 * 3)).toBe('3 GB');
  });
});
