import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Slider } from './slider';

const meta = {
  title: 'Inputs/Slider',
  component: Slider,
  args: { label: '音量', defaultValue: 40, minValue: 0, maxValue: 100, onChange: fn(), className: 'w-72' },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const thumb = canvas.getByRole('slider', { name: '音量' });
    await waitFor(() => expect(thumb).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(thumb).toHaveValue('42');
    expect(args.onChange).toHaveBeenLastCalledWith(42);
    expect(canvas.getByText('42')).toBeVisible();
    await userEvent.keyboard('{End}');
    expect(args.onChange).toHaveBeenLastCalledWith(100);
    await userEvent.keyboard('{Home}');
    expect(thumb).toHaveValue('0');
  },
};

export const Percent: Story = {
  args: {
    label: 'Volume',
    step: 0.05,
    formatOptions: { style: 'percent' },
    minValue: 0,
    maxValue: 1,
    defaultValue: 0.5,
  },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(canvas.getByText('45%')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    expect(within(canvasElement).getByRole('slider', { name: '音量' })).not.toHaveFocus();
  },
};
