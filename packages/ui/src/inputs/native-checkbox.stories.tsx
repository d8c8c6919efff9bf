import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NativeCheckbox } from './native-checkbox';

function Demo({
  onChange,
  initial = false,
  isDisabled,
}: {
  onChange: (v: boolean) => void;
  initial?: boolean;
  isDisabled?: boolean;
}) {
  const [selected, setSelected] = useState(initial);
  return (
    <NativeCheckbox
      isSelected={selected}
      isDisabled={isDisabled}
      onChange={(value) => {
        setSelected(value);
        onChange(value);
      }}
    >
      记住密码
    </NativeCheckbox>
  );
}

const meta = {
  title: 'Inputs/NativeCheckbox',
  component: Demo,
  args: { onChange: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab reaches it, Space toggles it and reports the new value. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: '记住密码' });
    await userEvent.tab();
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** Clicking the label toggles it too. */
export const Selected: Story = {
  args: { initial: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('checkbox')).toBeChecked();
    await userEvent.click(canvas.getByText('记住密码'));
    expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    expect(within(canvasElement).getByRole('checkbox')).not.toHaveFocus();
  },
};
