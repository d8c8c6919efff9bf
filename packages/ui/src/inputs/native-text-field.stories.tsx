import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NativePasswordField, NativeTextField } from './native-text-field';

/** Controlled demo: the native fields hold no state of their own. */
function Fields({ onChange, error }: { onChange: (field: string, value: string) => void; error?: string }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  return (
    <div className="flex w-72 flex-col gap-4">
      <NativeTextField
        label="用户名"
        autoComplete="username"
        value={username}
        onChange={(value) => {
          setUsername(value);
          onChange('username', value);
        }}
        errorMessage={error}
      />
      <NativePasswordField
        label="密码"
        value={password}
        onChange={(value) => {
          setPassword(value);
          onChange('password', value);
        }}
        description="至少 6 位"
      />
    </div>
  );
}

const meta = {
  title: 'Inputs/NativeTextField',
  component: Fields,
  args: { onChange: fn() },
} satisfies Meta<typeof Fields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab into each input and type; the toggle reveals the password and renames itself. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByLabelText('用户名');
    await userEvent.tab();
    await waitFor(() => expect(username).toHaveFocus());
    await userEvent.keyboard('admin');
    expect(args.onChange).toHaveBeenLastCalledWith('username', 'admin');
    await userEvent.tab();
    const password = canvas.getByLabelText('密码');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription('至少 6 位');
    await userEvent.keyboard('Secret#1');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: '显示密码' });
    await waitFor(() => expect(toggle).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAccessibleName('隐藏密码');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveValue('Secret#1');
  },
};

/** A pointer press on the toggle keeps the caret in the input, so typing goes on. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('密码');
    await userEvent.click(password);
    await userEvent.keyboard('abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.keyboard('def');
    expect(password).toHaveValue('abcdef');
    expect(canvas.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  },
};

/** An error message marks the input invalid and describes it. */
export const Invalid: Story = {
  args: { error: '用户名不能为空' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('用户名');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('用户名不能为空');
  },
};

/** Disabled: out of the tab order, not editable. */
export const Disabled: Story = {
  render: () => <NativeTextField label="用户名" value="admin" onChange={() => undefined} isDisabled className="w-72" />,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    expect(within(canvasElement).getByLabelText('用户名')).not.toHaveFocus();
  },
};
