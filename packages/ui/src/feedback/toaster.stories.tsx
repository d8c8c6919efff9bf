import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { focusRing } from '../lib/focus-ring';
import { toast } from './toast';
import { Toaster, ToastItem } from './toaster';

const button = `rounded-md border border-default bg-surface px-3 py-1 text-default ${focusRing}`;

function ToastDemo() {
  return (
    <div className="flex gap-2">
      <Button className={button} onPress={() => toast.success('保存成功')}>
        成功
      </Button>
      <Button className={button} onPress={() => toast.error('请求失败，请稍后重试')}>
        错误
      </Button>
      <Toaster />
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  // The toast queue is global: every story starts empty.
  beforeEach: () => toast.clear(),
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const assertiveRegion = () => document.querySelector<HTMLElement>('[data-slot="live-assertive"]');
const politeRegion = () => document.querySelector<HTMLElement>('[data-slot="live-polite"]');

/** Keyboard: a button raises an error toast, announced assertively; Tab reaches its dismiss button. */
export const Default: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().getByRole('alert')).toHaveTextContent('请求失败，请稍后重试'));
    const stack = body().getByRole('region', { name: '消息' });
    await userEvent.tab();
    await waitFor(() => expect(within(stack).getByRole('button', { name: '关闭' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('region', { name: '消息' })).not.toBeInTheDocument());
    expect(assertiveRegion()).toHaveTextContent('');
  },
};

/** Called from the play function (plain code outside React), as the API client does; each expires on its own. */
export const FromOutsideReact: Story = {
  play: async () => {
    const errorId = toast.error('网络错误', { duration: 300 });
    toast.success('欢迎使用', { duration: 1500 });
    await waitFor(() => expect(assertiveRegion()).toHaveTextContent('网络错误'));
    expect(politeRegion()).toHaveTextContent('欢迎使用');
    expect(politeRegion()).toHaveAttribute('aria-live', 'polite');
    expect(body().getAllByText('网络错误', { selector: '[data-slot="toast"] *' })).toHaveLength(1);
    expect(errorId).toMatch(/^toast-/);
    await waitFor(() => expect(assertiveRegion()).not.toHaveTextContent('网络错误'), { timeout: 1000 });
    expect(politeRegion()).toHaveTextContent('欢迎使用');
    // A sticky toast (duration 0) stays until dismissed by its id.
    const stickyId = toast.info('正在同步门店歌单', { duration: 0 });
    await waitFor(() => expect(politeRegion()).toHaveTextContent('正在同步门店歌单'));
    toast.dismiss(stickyId);
    await waitFor(() => expect(politeRegion()).not.toHaveTextContent('正在同步门店歌单'));
  },
};

/** Pointer over the stack pauses the countdown; leaving resumes it. */
export const PauseOnHover: Story = {
  play: async () => {
    toast.info('菜单已更新', { duration: 400 });
    const item = await body().findByText('菜单已更新', { selector: '[data-slot="toast"] span' });
    await userEvent.hover(item);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(item).toBeInTheDocument();
    await userEvent.unhover(item);
    await waitFor(() => expect(item).not.toBeInTheDocument(), { timeout: 1500 });
  },
};

/** Keyboard focus inside the stack pauses it too, so a keyboard user can reach the dismiss button. */
export const PauseOnFocus: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    // Long enough that three tabs land before it runs out on a busy machine; the wait below outlasts it.
    const duration = 1500;
    toast.warning('Stock is low', { duration });
    const stack = await body().findByRole('region', { name: 'Messages' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const dismiss = within(stack).getByRole('button', { name: 'Close' });
    // React Aria moves the focus into the toast region a frame later.
    await waitFor(() => expect(dismiss).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, duration + 500));
    expect(stack).toHaveTextContent('Stock is low');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument());
  },
};

/** The four statuses, stacked as the Toaster draws them (static, for the visual baseline). */
export const Statuses: Story = {
  render: () => (
    <div className="flex flex-col items-center gap-2">
      <ToastItem status="info">菜单加载中</ToastItem>
      <ToastItem status="success">保存成功</ToastItem>
      <ToastItem status="warning">库存不足</ToastItem>
      <ToastItem status="error" onDismiss={() => {}}>
        请求失败，请稍后重试
      </ToastItem>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const items = canvasElement.querySelectorAll('[data-slot="toast"]');
    expect([...items].map((item) => item.getAttribute('data-status'))).toEqual(['info', 'success', 'warning', 'error']);
    await userEvent.tab();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: '关闭' })).toHaveFocus());
  },
};
