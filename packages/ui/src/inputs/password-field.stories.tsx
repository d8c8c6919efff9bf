import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PasswordField } from './password-field';

const meta = {
  title: 'Inputs/PasswordField',
  component: PasswordField,
  args: { label: '密码', onChange: fn(), className: 'w-72' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('密码', { selector: 'input' });
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('Secret#1');
    expect(input).toHaveAttribute('type', 'password');
    expect(args.onChange).toHaveBeenLastCalledWith('Secret#1');
    // Tab reaches the toggle; Enter reveals the value and renames the toggle.
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: '显示密码' });
    await waitFor(() => expect(toggle).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAccessibleName('隐藏密码');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveValue('Secret#1');
  },
};

export const English: Story = {
  args: { label: 'Password', placeholder: 'At least 6 characters' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.click(input);
    await userEvent.keyboard('abc');
    // A pointer press on the toggle keeps the caret in the field, so typing continues.
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard('def');
    expect(input).toHaveValue('abcdef');
    expect(canvas.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: '密码不能为空' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/密码/, { selector: 'input' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('密码不能为空');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'hidden' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    expect(within(canvasElement).getByLabelText('密码', { selector: 'input' })).not.toHaveFocus();
  },
};
