import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Inputs/TextField',
  component: TextField,
  args: { label: '昵称', placeholder: '请输入昵称', onChange: fn(), className: 'w-72' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: '昵称' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('声学小王');
    expect(input).toHaveValue('声学小王');
    expect(args.onChange).toHaveBeenLastCalledWith('声学小王');
  },
};

export const WithDescription: Story = {
  args: { label: 'Email', placeholder: 'name@example.com', description: 'Used for order notifications' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('Used for order notifications');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '昵称' });
    expect(input).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: '请输入昵称' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: '昵称' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请输入昵称');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '不可修改' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: '昵称' });
    expect(input).toBeDisabled();
    expect(input).not.toHaveFocus();
  },
};
