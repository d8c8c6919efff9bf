import { describe, expect, it } from 'vitest';
import { barAt, barBand, labelStep, labelX, nextBar, niceTicks, plotBox, textWidth } from './bar-chart-scale';

describe('bar chart scale', () => {
  it('ticks from 0 in 4 or 5 round steps that reach the largest value', () => {
    expect(niceTicks(12_345)).toEqual([0, 2500, 5000, 7500, 10_000, 12_500]);
    expect(niceTicks(10_000)).toEqual([0, 2000, 4000, 6000, 8000, 10_000]);
    expect(niceTicks(5001)).toEqual([0, 1500, 3000, 4500, 6000]);
    expect(niceTicks(0.3)).toEqual([0, 0.06, 0.12, 0.18, 0.24, 0.3]);
    for (const max of [1, 7, 99, 101, 333, 5001, 7999, 123_456, 9_900_00]) {
      const ticks = niceTicks(max);
      expect(ticks.length - 1, String(max)).toBeGreaterThanOrEqual(4);
      expect(ticks.length - 1, String(max)).toBeLessThanOrEqual(5);
      expect(ticks.at(-1), String(max)).toBeGreaterThanOrEqual(max);
    }
  });

  it('gives an empty or all-zero series an axis of 0 to 1', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });

  it('estimates CJK characters as one em and others as 0.6 em', () => {
    expect(textWidth('11月3日', 10)).toBe(38);
    expect(textWidth('10/30', 10)).toBe(30);
  });

  it('leaves room for the widest tick label on the left and the x labels below', () => {
    expect(plotBox(400, 200, ['0', '12.5K'], 10)).toEqual({ left: 38, top: 10, width: 358, height: 168 });
  });

  it('centres each bar in its band, a third of it gap and never wider than 24 px', () => {
    expect(barBand(0, 10, 300)).toEqual({ x: 5, width: 20 });
    expect(barBand(1, 2, 100)).toMatchObject({ width: 24, x: 63 });
  });

  it('thins the x labels to what fits the width', () => {
    const labels = Array.from({ length: 30 }, (_, index) => `11月${index + 1}日`);
    expect(labelStep(labels, 2000)).toBe(1);
    expect(labelStep(labels, 600)).toBe(4);
    expect(labelStep(labels, 300)).toBe(7);
    expect(labelStep(labels, 0)).toBe(30);
  });

  it('keeps the first and last x labels inside the chart', () => {
    expect(labelX(200, '11月3日', 400, 10)).toBe(200);
    expect(labelX(395, '11月3日', 400, 10)).toBe(381);
    expect(labelX(5, '11月3日', 400, 10)).toBe(19);
  });

  it('finds the bar under the pointer, clamped to the ends', () => {
    expect(barAt(0, 30, 300)).toBe(0);
    expect(barAt(25, 30, 300)).toBe(2);
    expect(barAt(-5, 30, 300)).toBe(0);
    expect(barAt(999, 30, 300)).toBe(29);
    expect(barAt(10, 0, 300)).toBe(-1);
  });

  it('moves by the arrows, Home and End, and stays at the ends', () => {
    expect(nextBar('ArrowRight', -1, 3)).toBe(0);
    expect(nextBar('ArrowRight', 2, 3)).toBe(2);
    expect(nextBar('ArrowLeft', 0, 3)).toBe(0);
    expect(nextBar('End', 0, 3)).toBe(2);
    expect(nextBar('Home', 2, 3)).toBe(0);
    expect(nextBar('Enter', 1, 3)).toBeNull();
    expect(nextBar('ArrowRight', -1, 0)).toBeNull();
  });
});
