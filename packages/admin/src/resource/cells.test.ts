import { article } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { fieldValue, type ValueContext } from './cells';
import type { ResourceLabels } from './labels';

const context: ValueContext = {
  labels: {} as ResourceLabels,
  locale: 'en-US',
  yes: 'Yes',
  no: 'No',
  refLabels: { categoryId: 'Installation cases' },
};

describe('fieldValue for content fields', () => {
  it("names a category node by the server's label", () => {
    expect(fieldValue('categoryId', article.fields.categoryId, 10, context)).toBe('Installation cases');
  });

  it('never shows rich text as markup in a cell', () => {
    expect(fieldValue('body', article.fields.body, '<p>Hello</p>', context)).toBeNull();
  });
});
