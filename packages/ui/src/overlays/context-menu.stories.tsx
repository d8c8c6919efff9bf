import type { Meta, StoryObj } from '@storybook/react-vite';
import { RotateCw, X } from 'lucide-react';
import { Button } from 'react-aria-components';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContextMenu } from './context-menu';
import { MenuItem, MenuSeparator } from './menu';

function TabWithMenu({ onAction }: { onAction: (key: React.Key) => void }) {
  return (
    <ContextMenu
      aria-label="标签页操作"
      onAction={onAction}
      disabledKeys={['close-left']}
      items={
        <>
          <MenuItem id="refresh" icon={<RotateCw />}>
            重新加载
          </MenuItem>
          <MenuItem id="close" icon={<X />}>
            关闭当前标签页
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="close-left">关闭左侧标签页</MenuItem>
          <MenuItem id="close-others">关闭其它标签页</MenuItem>
        </>
      }
    >
      <Button className="rounded-md border border-default bg-surface px-3 py-1 text-default">工作台</Button>
    </ContextMenu>
  );
}

const meta = {
  title: 'Overlays/ContextMenu',
  component: TabWithMenu,
  args: { onAction: fn() },
  decorators: [(Story) => <div className="h-56">{Story()}</div>],
} satisfies Meta<typeof TabWithMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Shift+F10 on the focused tab opens the menu below it; Enter runs an item; focus comes back. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(document.body);
    await userEvent.tab();
    const tab = within(canvasElement).getByRole('button', { name: '工作台' });
    await waitFor(() => expect(tab).toHaveFocus());
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await body.findByRole('menu', { name: '标签页操作' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '重新加载' })).toHaveFocus());
    const tabRect = tab.getBoundingClientRect();
    expect(menu.getBoundingClientRect().top).toBeGreaterThanOrEqual(tabRect.bottom);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '关闭其它标签页' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(args.onAction).toHaveBeenCalledWith('close-others');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(tab).toHaveFocus());
  },
};

/** The ContextMenu key opens it too; Escape closes without an action. */
export const ContextMenuKey: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.tab();
    await userEvent.keyboard('{ContextMenu}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Right-click opens the menu at the pointer position. */
export const RightClick: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const tab = within(canvasElement).getByRole('button', { name: '工作台' });
    const rect = tab.getBoundingClientRect();
    const x = Math.round(rect.left + 20);
    const y = Math.round(rect.top + 10);
    fireEvent.contextMenu(tab, { clientX: x, clientY: y });
    const menu = await body.findByRole('menu');
    const menuRect = menu.closest('[data-placement]')?.getBoundingClientRect() ?? menu.getBoundingClientRect();
    expect(Math.abs(menuRect.left - x)).toBeLessThanOrEqual(2);
    expect(menuRect.top).toBeGreaterThanOrEqual(y);
    expect(menuRect.top - y).toBeLessThanOrEqual(6);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};
