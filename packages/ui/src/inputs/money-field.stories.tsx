import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MoneyField } from './money-field';

const meta = {
  title: 'Inputs/MoneyField',
  component: MoneyField,
  args: { label: '销售价', onChange: fn(), className: 'w-60', hideStepper: true },
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed in yuan, reported in fen: 129.9 becomes 12990, rounded to the fen, never a float. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '销售价' });
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('129.9');
    await userEvent.tab();
    expect(args.onChange).toHaveBeenLastCalledWith(12_990);
    expect(input).toHaveValue('¥129.90');
  },
};

/** A stored amount in fen shows as yuan; clearing it reports null. */
export const WithValue: Story = {
  args: { value: 1_234_550 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '销售价' });
    expect(input).toHaveValue('¥12,345.50');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const English: Story = {
  args: { label: 'Sale price', value: 990 },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('textbox', { name: 'Sale price' })).toHaveValue('CN¥9.90');
  },
};
