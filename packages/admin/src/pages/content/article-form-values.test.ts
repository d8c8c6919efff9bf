import { describe, expect, it } from 'vitest';
import type { ResourceRecord } from '../../resource/api';
import { articleValues, isBlank, settle, snapshotOf } from './article-form-values';

const record = (fields: Record<string, unknown>): ResourceRecord => ({
  id: 7,
  version: 2,
  refLabels: {},
  title: 'Speakers',
  slug: 'speakers',
  body: '<p>Hi</p>',
  authorId: 5,
  products: [{ id: 11, productId: 3 }],
  ...fields,
});

describe('article form values', () => {
  it('takes what the server filled in for fields left alone during the save, keeps the rest as typed', () => {
    const sent = {
      ...articleValues(null),
      title: 'Speakers',
      body: '<p>Hi</p>',
      products: [{ key: 'new:1', productId: 3 }],
    };
    const now = { ...sent, title: 'Speakers for shops' };
    const { values, saved } = settle(sent, now, record({ body: '<p>Hi</p>\n' }));
    expect(values.title).toBe('Speakers for shops');
    expect(values.slug).toBe('speakers');
    expect(values.authorId).toBe(5);
    expect(values.products).toEqual([{ id: 11, productId: 3 }]);
    // The body stays the editor's; the typed title is what remains unsaved.
    expect(values.body).toBe('<p>Hi</p>');
    expect(snapshotOf(values)).not.toBe(saved);
    expect(snapshotOf({ ...values, title: 'Speakers' })).toBe(saved);
  });

  it('counts an untouched new article as blank', () => {
    expect(isBlank(articleValues(null))).toBe(true);
    expect(isBlank({ ...articleValues(null), body: '<p>x</p>' })).toBe(false);
  });
});
