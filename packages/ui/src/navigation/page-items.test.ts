import { describe, expect, test } from 'vitest';
import { pageItems } from './page-items';

describe('pageItems', () => {
  test('shows every page when there are seven or fewer', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  test('collapses the far end near the start', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 20]);
  });
  test('collapses both ends in the middle', () => {
    expect(pageItems(10, 20)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
  });
  test('collapses the near end at the last page', () => {
    expect(pageItems(20, 20)).toEqual([1, 'ellipsis-start', 15, 16, 17, 18, 19, 20]);
  });
});
