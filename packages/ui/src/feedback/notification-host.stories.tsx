import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notification } from './notification';
import { NotificationCard, NotificationHost } from './notification-host';

const meta = {
  title: 'Feedback/Notification',
  component: NotificationHost,
  beforeEach: () => notification.clear(),
} satisfies Meta<typeof NotificationHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = () => document.querySelectorAll<HTMLElement>('[data-slot="notification"]');
const polite = () => document.querySelector<HTMLElement>('[data-slot="live-polite"]');
const assertive = () => document.querySelector<HTMLElement>('[data-slot="live-assertive"]');

/**
 * The menu fetch, called from the play function (outside React): info, then success with the same id replaces it
 * in place; keyboard reaches the close button.
 */
export const Default: Story = {
  play: async () => {
    const body = within(document.body);
    notification.info({ id: 'menu', title: '菜单', content: '正在加载菜单…', duration: 0 });
    await waitFor(() => expect(polite()).toHaveTextContent('正在加载菜单…'));
    const id = notification.success({ id: 'menu', title: '菜单', content: '菜单加载成功', duration: 0 });
    expect(id).toBe('menu');
    await waitFor(() => expect(card()[0]).toHaveAttribute('data-status', 'success'));
    expect(card()).toHaveLength(1);
    expect(card()[0]).toHaveTextContent('菜单加载成功');
    expect(polite()).not.toHaveTextContent('正在加载菜单…');
    const region = body.getByRole('region', { name: '通知' });
    await userEvent.tab();
    await waitFor(() => expect(within(region).getByRole('button', { name: '关闭' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(card()).toHaveLength(0));
  },
};

/** A failed fetch replaces the info card with an error, announced assertively, and expires after its duration. */
export const ErrorReplacesInfo: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    notification.info({ id: 'menu', title: 'Menu', content: 'Loading the menu…' });
    notification.info({ title: 'Sync', content: 'Store players are syncing.', duration: 0 });
    notification.error({ id: 'menu', title: 'Menu', content: 'Failed to load the menu', duration: 400 });
    await waitFor(() => expect(assertive()).toHaveTextContent('Failed to load the menu'));
    expect([...card()].map((c) => c.dataset.status)).toEqual(['error', 'info']);
    expect(within(document.body).getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(card()).toHaveLength(1), { timeout: 1500 });
    expect(card()[0]).toHaveTextContent('Store players are syncing.');
  },
};

/** The three cards of the menu fetch, drawn in place for the visual baseline. */
export const Cards: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <NotificationCard status="info" title="菜单" content="正在加载菜单…" />
      <NotificationCard status="success" title="菜单" content="菜单加载成功" onDismiss={() => {}} />
      <NotificationCard status="error" title="菜单" content="菜单加载失败" onDismiss={() => {}} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await waitFor(() => expect(within(canvasElement).getAllByRole('button', { name: '关闭' })[0]).toHaveFocus());
    expect(canvasElement.querySelectorAll('[data-slot="notification"]')).toHaveLength(3);
  },
};
