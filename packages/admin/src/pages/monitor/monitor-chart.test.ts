import { describe, expect, it } from 'vitest';
import { lineChartOption, nothingToDraw, perSecond, timeLabels, toMib } from './monitor-chart';

const colors = { text: '#111', grid: '#222', tooltipBackground: '#333', tooltipBorder: '#444', tooltipText: '#555' };

describe('monitor charts', () => {
  it('labels each interval with its start time and turns counts into rates, keeping gaps', () => {
    const from = new Date(2026, 0, 1, 10, 0, 0).getTime(); // local time, as the labels are
    expect(timeLabels({ from, step: 5000, requests: [0, 0, 0] }, 'en-US')).toEqual([
      '10:00:00',
      '10:00:05',
      '10:00:10',
    ]);
    expect(perSecond([10, null, 0], 5000)).toEqual([2, null, 0]);
    expect(toMib([1024 * 1024 * 150, null])).toEqual([150, null]);
  });

  it('draws nothing when no line has a value', () => {
    expect(nothingToDraw([{ name: 'a', data: [null, null], color: '#000' }])).toBe(true);
    expect(nothingToDraw([{ name: 'a', data: [null, 0], color: '#000' }])).toBe(false);
  });

  it('builds one unanimated line per series over the labels, gaps left open, values formatted', () => {
    const option = lineChartOption(
      ['10:00:00', '10:00:05'],
      [
        { name: 'p50', data: [1, null], color: '#00f' },
        { name: 'p99', data: [9, null], color: '#f00' },
      ],
      (value) => `${value} ms`,
      colors,
    ) as {
      animation: boolean;
      xAxis: { data: string[] };
      yAxis: { axisLabel: { formatter: (value: number) => string } };
      tooltip: { valueFormatter: (value: unknown) => string };
      series: { name: string; data: (number | null)[]; connectNulls: boolean; lineStyle: { color: string } }[];
    };
    expect(option.animation).toBe(false);
    expect(option.xAxis.data).toEqual(['10:00:00', '10:00:05']);
    expect(option.series.map((line) => [line.name, line.data, line.connectNulls, line.lineStyle.color])).toEqual([
      ['p50', [1, null], false, '#00f'],
      ['p99', [9, null], false, '#f00'],
    ]);
    expect(option.yAxis.axisLabel.formatter(5)).toBe('5 ms');
    expect(option.tooltip.valueFormatter(2)).toBe('2 ms');
    expect(option.tooltip.valueFormatter(null)).toBe('—');
  });
});
