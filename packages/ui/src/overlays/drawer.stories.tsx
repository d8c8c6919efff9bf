import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DialogButton } from './dialog-button';
import { Drawer, DrawerTrigger } from './drawer';
import { OverlayStage } from './overlay-stage';

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: {
    title: '页面配置',
    children: '内容区域、导航栏、菜单栏等设置。',
    width: 300,
    onOpenChange: fn(),
  },
  render: (args) => (
    <DrawerTrigger>
      <DialogButton>打开设置</DialogButton>
      <Drawer {...args} />
    </DrawerTrigger>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens the 300px settings drawer at the right edge; the "×" closes it and focus goes back. */
export const Default: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.tab();
    const trigger = body.getByRole('button', { name: '打开设置' });
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: '页面配置' });
    const panel = dialog.closest<HTMLElement>('[data-slot="drawer"]');
    expect(panel?.getBoundingClientRect().width).toBe(300);
    expect(panel?.getBoundingClientRect().right).toBe(window.innerWidth);
    await userEvent.tab();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '关闭' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // React Aria restores focus a frame after the overlay unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape closes a left drawer too. */
export const Left: Story = {
  args: { placement: 'left', width: 240, title: '菜单' },
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: '菜单' });
    const panel = dialog.closest<HTMLElement>('[data-slot="drawer"]');
    expect(panel?.getBoundingClientRect().left).toBe(0);
    expect(panel?.getBoundingClientRect().width).toBe(240);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The open settings drawer with a footer, drawn inside the story for the visual baseline. */
export const OpenWithFooter: Story = {
  render: (args) => (
    <OverlayStage height={420}>
      {(c) => (
        <Drawer
          {...args}
          defaultOpen
          portalContainer={c}
          footer={<DialogButton variant="primary">复制配置</DialogButton>}
        />
      )}
    </OverlayStage>
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: '页面配置' });
    expect(dialog.closest<HTMLElement>('[data-slot="drawer"]')?.getBoundingClientRect().width).toBe(300);
    expect(within(dialog).getByRole('button', { name: '复制配置' })).toBeVisible();
  },
};

export const OpenLeftEnglish: Story = {
  args: { placement: 'left', title: 'Settings', children: 'Navbar, menu and tab bar.' },
  globals: { locale: 'en-US' },
  render: (args) => (
    <OverlayStage height={300}>{(c) => <Drawer {...args} defaultOpen portalContainer={c} />}</OverlayStage>
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Settings' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
