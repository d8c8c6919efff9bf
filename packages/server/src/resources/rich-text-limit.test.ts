/**
 * The body limit of rich-text writes: derived from the definitions (create and update of a resource with a
 * richText field, nothing else), 1 MiB for a signed-in caller, the usual 64 KiB everywhere else, and an anonymous
 * large body refused before it is read.
 */
import { defineResource } from '@soundboard/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, forEachDriver } from '../test/harness';
import { isRichTextWrite, richTextWritePaths } from './rich-text-limit';

describe('which writes may carry rich text', () => {
  const fields = { title: { type: 'text' }, body: { type: 'richText' } } as const;
  const access = { read: 'content:read', write: 'content:write' } as const;
  const notes = defineResource({ name: 'testNote', path: '/test.notes', access, defaultSort: 'id', fields });
  const readOnly = defineResource({
    name: 'testReadOnly',
    path: '/test-read-only',
    access,
    defaultSort: 'id',
    fields,
    operations: { create: false, update: false },
  });
  const plain = defineResource({
    name: 'testPlain',
    path: '/test-plain',
    access,
    defaultSort: 'id',
    fields: { title: { type: 'text' } },
  });

  it('takes the create and update paths of definitions with a richText field', () => {
    const paths = richTextWritePaths([notes, readOnly, plain]);
    const matches = (method: 'POST' | 'PUT', path: string) => paths[method].some((pattern) => pattern.test(path));
    expect(matches('POST', '/behind/test.notes')).toBe(true);
    expect(matches('PUT', '/behind/test.notes/12')).toBe(true);
    // The dot is a dot, and nothing below the record is a write of its body.
    expect(matches('POST', '/behind/testXnotes')).toBe(false);
    expect(matches('POST', '/behind/test.notes/12/publish')).toBe(false);
    expect(matches('PUT', '/behind/test.notes/12/x')).toBe(false);
    expect(matches('POST', '/behind/test-read-only')).toBe(false);
    expect(matches('POST', '/behind/test-plain')).toBe(false);
  });

  it('knows the served rich-text resources', () => {
    expect(isRichTextWrite('POST', '/behind/articles')).toBe(true);
    expect(isRichTextWrite('PUT', '/behind/articles/3')).toBe(true);
    expect(isRichTextWrite('POST', '/behind/forum/topics')).toBe(true);
    expect(isRichTextWrite('DELETE', '/behind/articles/3')).toBe(false);
    expect(isRichTextWrite('POST', '/behind/products')).toBe(false);
  });
});

forEachDriver('the rich-text body limit', (h) => {
  let admin = '';
  beforeAll(async () => {
    admin = await h.login('admin', DEMO.admin);
  });
  // ~300 KB of UTF-8: Chinese text is three bytes a character.
  const large = `<p>${'会议室吸顶音箱'.repeat(14_000)}</p>`;

  it('reads a large article body (then validates it), but not a large product', async () => {
    // No title: the schema refuses it, which proves the body was read whole.
    const article = await h.call('POST', '/behind/articles', { token: admin, json: { body: large } });
    expect(article.status).toBe(422);
    expect(article.body.data.issues.map((issue: { path: string }) => issue.path)).toContain('title');
    const product = await h.call('POST', '/behind/products', { token: admin, json: { name: large } });
    expect(product.status).toBe(413);
  });

  it('refuses more than 1 MiB, and a large body from an anonymous caller unread', async () => {
    const huge = await h.call('PUT', '/behind/articles/1', {
      token: admin,
      json: { body: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe(400013);
    const anonymous = await h.call('POST', '/behind/articles', { json: { body: large } });
    expect(anonymous.status).toBe(401);
  });
});
