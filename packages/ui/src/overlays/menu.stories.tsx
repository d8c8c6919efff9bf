import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, LogOut, Pencil, Trash2, UserRound } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DialogButton } from './dialog-button';
import { Menu, MenuItem, MenuPopover, MenuSection, MenuSeparator, MenuTrigger } from './menu';

interface DemoProps {
  onAction: (key: React.Key) => void;
  isOpen?: boolean;
}

function RowActions({ onAction, isOpen }: DemoProps) {
  return (
    <MenuTrigger defaultOpen={isOpen}>
      <DialogButton>更多操作</DialogButton>
      <MenuPopover>
        <Menu onAction={(key) => onAction(key)} disabledKeys={['archive']}>
          <MenuSection title="编辑">
            <MenuItem id="edit" icon={<Pencil />} shortcut="E">
              编辑
            </MenuItem>
            <MenuItem id="copy" icon={<Copy />}>
              复制
            </MenuItem>
            <MenuItem id="archive">归档</MenuItem>
          </MenuSection>
          <MenuSeparator />
          <MenuItem id="delete" icon={<Trash2 />} danger>
            删除
          </MenuItem>
        </Menu>
      </MenuPopover>
    </MenuTrigger>
  );
}

const meta = {
  title: 'Overlays/Menu',
  component: RowActions,
  args: { onAction: fn() },
} satisfies Meta<typeof RowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens, arrows skip the disabled item, Enter runs the action and focus returns to the button. */
export const Default: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.tab();
    const trigger = body.getByRole('button', { name: '更多操作' });
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: /^编辑/ })).toHaveFocus());
    expect(within(menu).getByRole('menuitem', { name: '归档' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('group', { name: '编辑' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '删除' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(args.onAction).toHaveBeenCalledWith('delete');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    // React Aria restores focus a frame after the overlay unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Typeahead and Escape. */
export const Typeahead: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu');
    await userEvent.keyboard('复');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '复制' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    expect(args.onAction).not.toHaveBeenCalled();
  },
};

function UserMenu({ onAction, isOpen }: DemoProps) {
  return (
    <MenuTrigger defaultOpen={isOpen}>
      <DialogButton>Admin</DialogButton>
      <MenuPopover placement="bottom end">
        <Menu onAction={(key) => onAction(key)}>
          <MenuItem id="info" icon={<UserRound />}>
            User center
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="logout" icon={<LogOut />}>
            Log out
          </MenuItem>
        </Menu>
      </MenuPopover>
    </MenuTrigger>
  );
}

export const English: Story = {
  render: (args) => <UserMenu {...args} />,
  globals: { locale: 'en-US' },
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(args.onAction).toHaveBeenCalledWith('logout');
  },
};

/** Open by default, so the visual baseline shows the menu (it is placed next to its trigger). */
export const Open: Story = {
  args: { isOpen: true },
  decorators: [(Story) => <div className="h-64">{Story()}</div>],
  play: async () => {
    const menu = await within(document.body).findByRole('menu');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
  },
};
