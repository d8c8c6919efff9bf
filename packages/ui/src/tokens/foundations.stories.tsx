import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RADII, Radius, SHADOWS, Shadows, SPACING_STEPS, Spacing } from './foundations';

const meta = {
  title: 'Tokens/Foundations',
  component: Spacing,
} satisfies Meta<typeof Spacing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spacing is a 4px grid: step n is n × 4px wide. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bars = canvasElement.querySelectorAll<HTMLElement>('[data-slot="bar"]');
    expect(bars).toHaveLength(SPACING_STEPS.length);
    expect([...bars].map((bar) => bar.getBoundingClientRect().width)).toEqual(SPACING_STEPS.map((step) => step * 4));
  },
};

export const Radii: Story = {
  render: () => <Radius />,
  play: async ({ canvasElement }) => {
    const boxes = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="radius"]')];
    expect(boxes.map((box) => getComputedStyle(box).borderTopLeftRadius).slice(0, 4)).toEqual([
      '2px',
      '4px',
      '8px',
      '12px',
    ]);
    expect(boxes).toHaveLength(RADII.length);
  },
};

export const Elevation: Story = {
  render: () => <Shadows />,
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByText(/^shadow-/);
    expect(cards).toHaveLength(SHADOWS.length);
    for (const card of cards) expect(getComputedStyle(card).boxShadow).not.toBe('none');
  },
};

export const ElevationDark: Story = {
  ...Elevation,
  globals: { theme: 'dark' },
};
