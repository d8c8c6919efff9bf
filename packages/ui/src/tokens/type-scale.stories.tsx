import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TYPE_STEPS, TypeScale } from './type-scale';

const meta = {
  title: 'Tokens/Type scale',
  component: TypeScale,
  args: { sample: '音响系统管理后台 Soundboard 订单、产品与用户' },
} satisfies Meta<typeof TypeScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const samples = within(canvasElement).getAllByText(/音响系统管理后台/);
    expect(samples).toHaveLength(TYPE_STEPS.length);
    // Sizes descend strictly, from 30px to 12px.
    const sizes = samples.map((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(sizes[0]).toBe(30);
    expect(sizes.at(-1)).toBe(12);
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeLessThan(sizes[i - 1] as number);
    // The font stack names a CJK face before the generic family, so Chinese renders in a real Hei face.
    expect(getComputedStyle(samples[0] as HTMLElement).fontFamily).toMatch(/Noto Sans CJK SC/);
  },
};

export const English: Story = {
  args: { sample: 'Soundboard back-office: orders, products and users' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getAllByText(/Soundboard back-office/)).toHaveLength(TYPE_STEPS.length);
  },
};
