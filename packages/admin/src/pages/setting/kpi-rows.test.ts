import type { KpiRow } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { kpiChartOption, noAttainment } from './kpi-chart-option';
import { attainmentTone, formatAttainment, monthName } from './kpi-format';
import { TOTAL_ROW, withTotal } from './kpi-rows';

const person = (userId: number, targets: number[], actuals: number[], yearTarget: number): KpiRow => {
  const months = targets.map((target, index) => ({
    month: index + 1,
    target,
    actual: actuals[index] ?? 0,
    attainment: target > 0 ? Math.round(((actuals[index] ?? 0) * 1000) / target) / 10 : null,
  }));
  return {
    userId,
    username: `u${userId}`,
    nickname: '',
    yearTarget,
    yearActual: actuals.reduce((sum, amount) => sum + amount, 0),
    yearAttainment: null,
    monthTargetsTotal: targets.reduce((sum, amount) => sum + amount, 0),
    months,
  };
};
const zeros = Array(12).fill(0);

describe('KPI rows', () => {
  it('adds a total row from the sums when there are several salespeople', () => {
    const a = person(1, [100, ...zeros.slice(1)], [150, ...zeros.slice(1)], 1_000);
    const b = person(2, [300, 0, ...zeros.slice(2)], [50, 999, ...zeros.slice(2)], 3_000);
    const rows = withTotal([a, b], 'All');
    expect(rows.map((row) => row.id)).toEqual(['1', '2', TOTAL_ROW]);
    const total = rows[2];
    expect(total).toMatchObject({ nickname: 'All', yearTarget: 4_000, yearActual: 1_199, monthTargetsTotal: 400 });
    expect(total?.yearAttainment).toBe(30);
    expect(total?.months[0]).toEqual({ month: 1, target: 400, actual: 200, attainment: 50 });
    // No target: no attainment, however much was sold.
    expect(total?.months[1]).toEqual({ month: 2, target: 0, actual: 999, attainment: null });
    expect(withTotal([a], 'All').map((row) => row.id)).toEqual(['1']);
  });

  it('words attainment and months in the interface language', () => {
    expect(formatAttainment(125, 'en-US')).toBe('125%');
    expect(formatAttainment(4.3, 'zh-CN')).toBe('4.3%');
    expect(formatAttainment(null, 'en-US')).toBe('—');
    expect(attainmentTone(100)).toBe('reached');
    expect(attainmentTone(99.9)).toBe('short');
    expect(attainmentTone(null)).toBe('none');
    expect(monthName(3, 'en-US')).toBe('Mar');
    expect(monthName(3, 'zh-CN')).toBe('3月');
    expect(monthName(12, 'en-US', 'long')).toBe('December');
  });

  it('draws a bar series per salesperson, a month without a target left out', () => {
    const a = person(1, [100, ...zeros.slice(1)], [150, ...zeros.slice(1)], 0);
    const colors = { text: '#1', grid: '#2', tooltipBackground: '#3', tooltipBorder: '#4', tooltipText: '#5' };
    const option = kpiChartOption([a], { locale: 'en-US', yAxis: 'Attainment' }, { ...colors, series: ['#a'] });
    const series = option.series as { name: string; data: (number | null)[] }[];
    expect(series).toHaveLength(1);
    expect(series[0]?.name).toBe('u1');
    expect(series[0]?.data.slice(0, 2)).toEqual([150, null]);
    expect(noAttainment([a])).toBe(false);
    expect(noAttainment([person(2, zeros, zeros, 0)])).toBe(true);
  });
});
