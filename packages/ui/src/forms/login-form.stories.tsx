import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginFormDemo } from './login-form-demo';

/** The login form's rules, in zh-CN (default) and en-US. */
const meta = {
  title: 'Forms/Login form',
  component: LoginFormDemo,
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginFormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(await canvas.findByText('用户名不能为空')).toBeVisible();
    expect(canvas.getByText('密码不能为空')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: '用户名' })).toHaveFocus());
    expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('admin{Enter}');
    // Only the password is missing: it is reported and focused.
    expect(await canvas.findByText('password cannot be empty')).toBeVisible();
    expect(canvas.queryByText('username cannot be empty')).not.toBeInTheDocument();
    const password = canvas.getByLabelText('Password', { selector: 'input' });
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.keyboard('Secret#1{Enter}');
    expect(args.onSubmit).toHaveBeenCalledWith({ username: 'admin', password: 'Secret#1', remember: true });
  },
};

export const RememberOff: Story = {
  globals: { locale: 'en-US' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('admin');
    await userEvent.tab();
    await userEvent.keyboard('pw');
    // Tab past the show/hide toggle to the checkbox, clear it, then submit with Enter on the button.
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Remember password' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(args.onSubmit).toHaveBeenCalledWith({ username: 'admin', password: 'pw', remember: false });
  },
};
