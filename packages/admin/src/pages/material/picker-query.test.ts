/**
 * The library picker's list query: a field shown on public pages asks for public materials only (the server's
 * refusal otherwise), and the wire parameters carry it; other fields ask for every visibility the reader may see.
 */
import { SHOWN_PUBLICLY_RESOURCES } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { materialParams } from '../../api/materials';
import { pickerListQuery } from './picker-query';

describe('pickerListQuery', () => {
  const asked = { q: '', categoryId: null, page: 1 };

  it('asks for public materials only when the field is shown publicly', () => {
    const query = pickerListQuery('image', asked, { pageSize: 24, publicOnly: true });
    expect(materialParams(query)).toEqual({ kind: 'image', page: '1', pageSize: '24', visibility: 'public' });
  });

  it('asks for every visibility otherwise, with the search, category and page the dialog holds', () => {
    const query = pickerListQuery(
      'audio',
      { q: 'jingle', categoryId: '7', page: 3 },
      { pageSize: 24, publicOnly: false },
    );
    expect(materialParams(query)).toEqual({ kind: 'audio', q: 'jingle', categoryId: '7', page: '3', pageSize: '24' });
  });

  it('knows the publicly shown records the server checks (articles, forum topics, ads, products, stores)', () => {
    expect([...SHOWN_PUBLICLY_RESOURCES].sort()).toEqual([
      'advertisement',
      'article',
      'forumTopic',
      'product',
      'store',
    ]);
  });
});
