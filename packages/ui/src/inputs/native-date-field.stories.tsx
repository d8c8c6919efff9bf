import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NativeDateField } from './native-date-field';

function Demo({
  onChange,
  initial = null,
  error,
}: {
  onChange: (v: string | null) => void;
  initial?: string | null;
  error?: string;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <NativeDateField
      label="下单日期"
      className="w-60"
      value={value}
      errorMessage={error}
      min="2026-01-01"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Inputs/NativeDateField',
  component: Demo,
  args: { onChange: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab in and type the day; the value is an ISO day. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('下单日期');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('min', '2026-01-01');
    await userEvent.type(input, '2026-11-23');
    expect(args.onChange).toHaveBeenLastCalledWith('2026-11-23');
  },
};

/** Clearing the day reports null; an error describes the input. */
export const Invalid: Story = {
  args: { initial: '2026-11-23', error: '此项为必填项' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('下单日期');
    expect(input).toHaveValue('2026-11-23');
    expect(input).toHaveAccessibleDescription('此项为必填项');
    await userEvent.clear(input);
    expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};
