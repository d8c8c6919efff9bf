import { defaultFitment, type FitmentDocument } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import {
  documentIssues,
  entryRows,
  fitmentIssues,
  mineTabIndex,
  moved,
  newTabItem,
  toggleEntry,
} from './fitment-values';

describe('fitment values', () => {
  it('lists the shown entries in their order, then the hidden ones', () => {
    expect(entryRows(['stores', 'orders']).map((row) => [row.entry, row.shown, row.index])).toEqual([
      ['stores', true, 0],
      ['orders', true, 1],
      ['coupons', false, -1],
      ['services', false, -1],
      ['favorites', false, -1],
      ['contact', false, -1],
    ]);
  });

  it('shows an entry at the end and hides it again', () => {
    expect(toggleEntry(['orders'], 'contact', true)).toEqual(['orders', 'contact']);
    expect(toggleEntry(['orders', 'contact'], 'orders', false)).toEqual(['contact']);
    expect(toggleEntry(['orders'], 'orders', true)).toEqual(['orders']);
  });

  it('moves items inside the list only', () => {
    expect(moved(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });

  it('marks the tab leading to the mine page', () => {
    const items = defaultFitment().tabBar.items;
    expect(mineTabIndex(items)).toBe(3);
    expect(mineTabIndex(items.slice(0, 2))).toBe(-1);
  });

  it('checks a document as the server does: a new item needs its labels, a colour its shape', () => {
    expect(fitmentIssues(defaultFitment())).toEqual({});
    const document: FitmentDocument = defaultFitment();
    document.tabBar.items.push(newTabItem());
    document.themeColor = 'blue';
    expect(fitmentIssues(document)).toEqual({
      themeColor: 'validation.color',
      'tabBar.items.4.labelZh': 'validation.required',
      'tabBar.items.4.labelEn': 'validation.required',
    });
    document.tabBar.items = document.tabBar.items.slice(0, 1);
    expect(fitmentIssues(document)['tabBar.items']).toBe('validation.tooFew');
  });

  it('reads server issues under the document', () => {
    expect(
      documentIssues([
        { path: 'document.launch.seconds', message: 'Too large' },
        { path: 'document.launch.seconds', message: 'second' },
      ]),
    ).toEqual({ 'launch.seconds': 'Too large' });
  });
});
