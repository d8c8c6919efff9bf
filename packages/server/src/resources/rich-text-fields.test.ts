/** The sanitising step of the framework's writes, on its own: the record's rich text and its lines'. */
import { defineResource } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { articles } from '../db/schema';
import { ApiError } from '../http/errors';
import { sanitizedRichText } from './rich-text-fields';

const notes = defineResource({
  name: 'testRichNote',
  path: '/test-rich-notes',
  access: { read: 'content:read', write: 'content:write' },
  defaultSort: 'id',
  fields: { title: { type: 'text' }, body: { type: 'richText', required: true, max: 60 } },
  lines: { fields: { note: { type: 'richText', required: true } } },
});
const c = { var: { locale: 'en-US' } } as never;

describe('sanitizedRichText', () => {
  it('cleans the record and each line, and gives the plain text for the text column the table has', () => {
    const { input, columns } = sanitizedRichText(c, notes, articles, {
      title: '<b>not rich</b>',
      body: '<p onclick="x()">正文<script>1</script></p>',
      lines: [{ note: '<p>a<img src=x onerror=alert(1)></p>' }, { note: '<em>b</em>' }],
    });
    expect(input).toEqual({
      title: '<b>not rich</b>',
      body: '<p>正文</p>',
      lines: [{ note: '<p>a</p>' }, { note: '<em>b</em>' }],
    });
    expect(columns).toEqual({ bodyText: '正文' });
  });

  it('refuses required rich text left empty by the sanitiser, and text grown past its limit, by path', () => {
    const attempt = () =>
      sanitizedRichText(c, notes, articles, {
        body: `<p>${'x'.repeat(20)}<a href="https://example.com">y</a></p>`,
        lines: [{ note: '<p>ok</p>' }, { note: '<script>alert(1)</script>' }],
      });
    expect(attempt).toThrow(ApiError);
    try {
      attempt();
    } catch (error) {
      expect((error as ApiError).data).toEqual({
        issues: [
          { path: 'body', message: 'This value is too long' },
          { path: 'lines.1.note', message: 'This field is required' },
        ],
      });
    }
  });
});
