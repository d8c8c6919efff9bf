import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox, CheckboxGroup } from './checkbox';

const meta = {
  title: 'Inputs/Checkbox',
  component: Checkbox,
  args: { children: '记住密码', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

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
  },
};

export const States: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultSelected>Checked</Checkbox>
      <Checkbox isIndeterminate>Indeterminate</Checkbox>
      <Checkbox isDisabled>Disabled</Checkbox>
      <Checkbox isDisabled defaultSelected>
        Disabled checked
      </Checkbox>
      <Checkbox isInvalid>Invalid</Checkbox>
    </div>
  ),
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('checkbox', { name: 'Indeterminate' })).toBePartiallyChecked();
    expect(canvas.getByRole('checkbox', { name: 'Disabled' })).toBeDisabled();
    expect(canvas.getByRole('checkbox', { name: 'Invalid' })).toBeInvalid();
  },
};

const CHANNELS = ['Left', 'Right', 'Centre', 'Subwoofer'];

/** "Select all" is checked, unchecked or indeterminate from the group's value. */
function SelectAllDemo({ onChange }: { onChange?: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>(['Left']);
  const update = (next: string[]) => {
    setValue(next);
    onChange?.(next);
  };
  return (
    <div className="flex flex-col gap-3">
      <Checkbox
        isSelected={value.length === CHANNELS.length}
        isIndeterminate={value.length > 0 && value.length < CHANNELS.length}
        onChange={(all) => update(all ? CHANNELS : [])}
      >
        All channels
      </Checkbox>
      <CheckboxGroup label="Output channels" value={value} onChange={update} orientation="horizontal">
        {CHANNELS.map((channel) => (
          <Checkbox key={channel} value={channel}>
            {channel}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </div>
  );
}

export const GroupWithSelectAll: Story = {
  render: (args) => <SelectAllDemo onChange={args.onChange as (value: string[]) => void} />,
  globals: { locale: 'en-US' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'All channels' });
    expect(all).toBePartiallyChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(all).toBeChecked();
    expect(args.onChange).toHaveBeenLastCalledWith(CHANNELS);
    // Tab to "Right" and clear it: the group is partial again.
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Right' })).toHaveFocus());
    await userEvent.keyboard(' ');
    expect(args.onChange).toHaveBeenLastCalledWith(['Left', 'Centre', 'Subwoofer']);
    expect(all).toBePartiallyChecked();
  },
};

export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup
      label="通知方式"
      isRequired
      isInvalid
      errorMessage="请至少选择一种通知方式"
      description="订单状态变化时通知"
    >
      <Checkbox value="sms">短信</Checkbox>
      <Checkbox value="email">邮件</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /通知方式/ });
    expect(group).toHaveAccessibleDescription(/请至少选择一种通知方式/);
    await userEvent.tab();
    await waitFor(() => expect(within(group).getByRole('checkbox', { name: '短信' })).toHaveFocus());
  },
};
