import { advertisement, parseListQuery, saleOrder, store } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { runningAdsHref, storeOrdersHref, storesByStatusHref } from './store-home-links';
import { storeSalesOption } from './store-sales-option';
import { weekOf } from './store-week';

describe('store home and store detail', () => {
  it("links a store's sales to its orders of the period that are not cancelled", () => {
    const href = new URL(storeOrdersHref(3, '2026-10-28', '2026-11-26'), 'http://x');
    expect(href.pathname).toBe('/order/sale');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      storeId: '3',
      orderDateFrom: '2026-10-28',
      orderDateTo: '2026-11-26',
      status: 'draft,submitted,approved,delivered,completed',
    });
    expect(storesByStatusHref('renovating')).toBe('/store/store?status=renovating');
    const ads = new URL(runningAdsHref('2026-11-26T08:00:00.000Z'), 'http://x');
    expect(Object.fromEntries(ads.searchParams)).toEqual({
      enabled: 'true',
      startsAtTo: '2026-11-26T08:00:00.000Z',
      endsAtFrom: '2026-11-26T08:00:00.000Z',
    });
  });

  it('builds links whose filters the lists accept', () => {
    const query = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(parseListQuery(saleOrder, query(storeOrdersHref(3, '2026-10-28', '2026-11-26'))).success).toBe(true);
    expect(parseListQuery(store, query(storesByStatusHref('closed'))).success).toBe(true);
    expect(parseListQuery(advertisement, query(runningAdsHref('2026-11-26T08:00:00.000Z'))).success).toBe(true);
  });

  it('gives the Monday-to-Sunday week holding a day, across a month end', () => {
    expect(weekOf('2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weekOf('2026-12-01')[0]).toBe('2026-11-30');
    expect(weekOf('2026-11-29')[6]).toBe('2026-11-29');
  });

  it('draws the best-selling store at the top of the bar chart', () => {
    const row = (code: string, total: number) => ({ storeId: 1, code, nameZh: code, nameEn: code, total, orders: 1 });
    const option = storeSalesOption(
      [row('A', 300), row('B', 200), row('C', 0)],
      { name: (r) => r.code, money: String, axis: String, labelWidth: 100 },
      {
        text: '#000',
        grid: '#000',
        bar: '#000',
        tooltipBackground: '#fff',
        tooltipBorder: '#000',
        tooltipText: '#000',
      },
    ) as { yAxis: { data: string[] }; series: { data: number[] }[] };
    // A category axis draws its first item at the bottom.
    expect(option.yAxis.data).toEqual(['C', 'B', 'A']);
    expect(option.series[0]?.data).toEqual([0, 200, 300]);
  });
});
