import { delivery, parseListQuery, type ResourceDef, refund, saleOrder, stockLevel } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { FIGURES } from './figure-links';
import {
  axisYuan,
  type TrendChartColors,
  tooltipText,
  trendChartOption,
  trendSeries,
  trendSummary,
} from './trend-chart';

const trend = [
  { date: '2026-10-30', amount: 0 },
  { date: '2026-10-31', amount: 1_234_56 },
  { date: '2026-11-01', amount: 9_900_00 },
  { date: '2026-11-02', amount: 5 },
];

const colors: TrendChartColors = {
  bar: '#165dff',
  barHover: '#4080ff',
  text: '#4e5969',
  grid: '#e5e6eb',
  pointer: '#f7f8fa',
  tooltipBackground: '#ffffff',
  tooltipBorder: '#c9cdd4',
  tooltipText: '#1d2129',
};
const english = { locale: 'en-US', series: 'Sales', xAxis: 'Date', yAxis: 'Sales (CNY)' };

// The option's parts this page sets (echarts' own option type is loose).
interface Option {
  xAxis: { data: string[]; name: string; axisLabel: { color: string } };
  yAxis: { name: string; splitLine: { lineStyle: { color: string } }; axisLabel: { formatter: (v: number) => string } };
  series: { type: string; name: string; data: number[]; itemStyle: { color: string } }[];
  tooltip: { formatter: (params: { dataIndex: number }[]) => string; backgroundColor: string };
  animation: boolean;
}

describe('sales trend chart', () => {
  it('turns days in fen into month/day labels and yuan, oldest first', () => {
    expect(trendSeries(trend, 'en-US')).toEqual({
      labels: ['10/30', '10/31', '11/1', '11/2'],
      yuan: [0, 1234.56, 9900, 0.05],
    });
    expect(trendSeries(trend, 'zh-CN').labels).toEqual(['10/30', '10/31', '11/1', '11/2']);
  });

  it('sums the period and finds its best day; nothing sold has no best day', () => {
    expect(trendSummary(trend)).toEqual({ total: 1_113_461, best: { date: '2026-11-01', amount: 9_900_00 } });
    expect(trendSummary(trend.map((day) => ({ ...day, amount: 0 })))).toEqual({ total: 0, best: null });
  });

  it('labels the value axis in compact yuan in each language', () => {
    expect(axisYuan('en-US')(12_000)).toBe('12K');
    expect(axisYuan('zh-CN')(12_000)).toBe('1.2万');
  });

  it('says the exact amount of a day in the tooltip, formatted from the fen', () => {
    expect(tooltipText({ date: '2026-10-31', amount: 1_234_56 }, english)).toBe('Oct 31, 2026<br/>Sales: CN¥1,234.56');
    expect(tooltipText({ date: '2026-11-02', amount: 5 }, { ...english, locale: 'zh-CN', series: '销售额' })).toBe(
      '2026年11月2日<br/>销售额: ¥0.05',
    );
  });

  it('builds a bar chart with the translated axis titles and the theme colours', () => {
    const option = trendChartOption(trend, english, colors, false) as unknown as Option;
    expect(option.animation).toBe(false);
    expect(option.xAxis.name).toBe('Date');
    expect(option.yAxis.name).toBe('Sales (CNY)');
    expect(option.series).toHaveLength(1);
    expect(option.series[0]).toMatchObject({ type: 'bar', name: 'Sales', data: [0, 1234.56, 9900, 0.05] });
    expect(option.series[0]?.itemStyle.color).toBe(colors.bar);
    expect(option.xAxis.axisLabel.color).toBe(colors.text);
    expect(option.yAxis.splitLine.lineStyle.color).toBe(colors.grid);
    expect(option.tooltip.backgroundColor).toBe(colors.tooltipBackground);
    expect(option.tooltip.formatter([{ dataIndex: 2 }])).toBe('Nov 1, 2026<br/>Sales: CN¥9,900.00');
    expect(option.yAxis.axisLabel.formatter(5000)).toBe('5K');
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
