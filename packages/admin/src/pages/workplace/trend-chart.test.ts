import { delivery, parseListQuery, type ResourceDef, refund, saleOrder, stockLevel } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { FIGURES } from './figure-links';
import { axisYuan, exactYuan, trendBars, trendSummary } from './trend-chart';

const trend = [
  { date: '2026-10-30', amount: 0 },
  { date: '2026-10-31', amount: 1_234_56 },
  { date: '2026-11-01', amount: 9_900_00 },
  { date: '2026-11-03', amount: 12_345_00 },
];

describe('sales trend chart', () => {
  it('makes one bar per day, oldest first, named by month and day, valued in fen', () => {
    expect(trendBars(trend, 'zh-CN')).toEqual([
      { key: '2026-10-30', label: '10月30日', value: 0 },
      { key: '2026-10-31', label: '10月31日', value: 1_234_56 },
      { key: '2026-11-01', label: '11月1日', value: 9_900_00 },
      { key: '2026-11-03', label: '11月3日', value: 12_345_00 },
    ]);
    expect(trendBars(trend, 'en-US').map((bar) => bar.label)).toEqual(['Oct 30', 'Oct 31', 'Nov 1', 'Nov 3']);
  });

  it('sums the period and finds its best day; nothing sold has no best day', () => {
    expect(trendSummary(trend)).toEqual({ total: 2_347_956, best: { date: '2026-11-03', amount: 12_345_00 } });
    expect(trendSummary(trend.map((day) => ({ ...day, amount: 0 })))).toEqual({ total: 0, best: null });
  });

  it('labels the value axis in compact yuan from fen in each language', () => {
    expect(axisYuan('en-US')(12_000_00)).toBe('12K');
    expect(axisYuan('zh-CN')(12_000_00)).toBe('1.2万');
  });

  it('says the exact amount of a day, formatted from the fen', () => {
    expect(exactYuan('zh-CN')(12_345_00)).toBe('¥12,345.00');
    expect(exactYuan('en-US')(5)).toBe('CN¥0.05');
  });
});

describe('workplace figures', () => {
  it('link every count to its list filtered by the API parameters; money figures link nowhere', () => {
    const links = Object.fromEntries(FIGURES.map((figure) => [figure.key, figure.href]));
    expect(links).toEqual({
      salesToday: undefined,
      salesMonth: undefined,
      awaitingApproval: '/order/sale?status=submitted',
      deliveriesToShip: '/order/sale?status=approved&deliveryStatus=none,partial',
      openRefunds: '/order/refund?status=requested,approved',
      lowStockItems: '/inventory/list?lowStock=true',
    });
  });

  it('filter with parameters their list accepts (the contract parses them as filters)', () => {
    const lists: Record<string, ResourceDef> = {
      '/order/sale': saleOrder,
      '/order/delivery': delivery,
      '/order/refund': refund,
      '/inventory/list': stockLevel,
    };
    const filters: Record<string, unknown> = {};
    for (const figure of FIGURES.filter((spec) => spec.href)) {
      const [path = '', search] = (figure.href ?? '').split('?');
      const def = lists[path];
      expect(def, path).toBeDefined();
      const parsed = parseListQuery(def as ResourceDef, Object.fromEntries(new URLSearchParams(search)));
      expect(parsed.success, figure.href).toBe(true);
      filters[figure.key] = parsed.success ? parsed.query.filters : [];
    }
    expect(filters).toEqual({
      awaitingApproval: [{ field: 'status', kind: 'in', values: ['submitted'] }],
      deliveriesToShip: [
        { field: 'status', kind: 'in', values: ['approved'] },
        { field: 'deliveryStatus', kind: 'in', values: ['none', 'partial'] },
      ],
      openRefunds: [{ field: 'status', kind: 'in', values: ['requested', 'approved'] }],
      lowStockItems: [{ field: 'lowStock', kind: 'bool', values: [true] }],
    });
  });
});
