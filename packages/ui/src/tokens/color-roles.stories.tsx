import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ColorRoles, STATUS_PAIRS, SURFACE_PAIRS } from './color-roles';

const meta = {
  title: 'Tokens/Colour roles',
  component: ColorRoles,
  args: { pairs: SURFACE_PAIRS },
  render: (args, { globals }) => <ColorRoles {...args} dependency={`${globals.theme}${globals.themeColor}`} />,
} satisfies Meta<typeof ColorRoles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every ratio shown is computed from the colours the browser paints, so a token change shows up here. */
async function expectAllPairsPassAA(canvasElement: HTMLElement, count: number) {
  const ratios = await within(canvasElement).findAllByText(/:1 /);
  expect(ratios).toHaveLength(count);
  for (const ratio of ratios) expect(Number.parseFloat(ratio.textContent ?? '0')).toBeGreaterThanOrEqual(4.5);
}

export const Default: Story = {
  play: async ({ canvasElement }) => expectAllPairsPassAA(canvasElement, SURFACE_PAIRS.length),
};

export const StatusColours: Story = {
  args: { pairs: STATUS_PAIRS },
  play: async ({ canvasElement }) => {
    await expectAllPairsPassAA(canvasElement, STATUS_PAIRS.length);
    // The primary solid is painted from the theme colour variables (#165DFF by default in light).
    expect(within(canvasElement).getAllByText('#165DFF').length).toBeGreaterThan(0);
  },
};

export const Dark: Story = {
  args: { pairs: SURFACE_PAIRS },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectAllPairsPassAA(canvasElement, SURFACE_PAIRS.length);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(within(canvasElement).getAllByText('#232324').length).toBeGreaterThan(0);
  },
};
