import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Switch } from './switch';

const meta = {
  title: 'Inputs/Switch',
  component: Switch,
  args: { children: '导航栏', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: '导航栏' });
    await userEvent.tab();
    await waitFor(() => expect(control).toHaveFocus());
    await userEvent.keyboard(' ');
    expect(control).toBeChecked();
    expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: '导航栏' });
    expect(control).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const SettingsList: Story = {
  render: (args) => (
    <div className="flex w-60 flex-col gap-3">
      {['Navbar', 'Menu', 'Top menu', 'Footer', 'Tab bar'].map((name) => (
        <Switch
          key={name}
          size="sm"
          defaultSelected={name !== 'Top menu'}
          onChange={args.onChange}
          className="justify-between flex-row-reverse"
        >
          {name}
        </Switch>
      ))}
    </div>
  ),
  globals: { locale: 'en-US' },
  play: async ({ args, canvasElement }) => {
    for (let i = 0; i < 3; i++) await userEvent.tab();
    const topMenu = within(canvasElement).getByRole('switch', { name: 'Top menu' });
    await waitFor(() => expect(topMenu).toHaveFocus());
    await userEvent.keyboard(' ');
    expect(topMenu).toBeChecked();
    expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const control = within(canvasElement).getByRole('switch', { name: '导航栏' });
    expect(control).not.toHaveFocus();
    expect(control).toBeDisabled();
  },
};
