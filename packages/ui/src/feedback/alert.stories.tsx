import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Alert } from './alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: {
    status: 'info',
    children:
      '配置之后仅是临时生效，要想真正作用于项目，点击下方的「复制配置」按钮，将配置替换到 settings.json 中即可。',
    onClose: fn(),
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The settings drawer's info alert. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    expect(note).toHaveTextContent('settings.json');
    expect(note).toHaveAttribute('data-status', 'info');
  },
};

/** Closable by keyboard: Tab to "×", Enter removes it and reports it. */
export const Closable: Story = {
  args: { status: 'warning', title: '库存预警', children: '3 款功放低于安全库存。', closable: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('alert')).toHaveTextContent('库存预警');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: '关闭' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Statuses: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <Alert status="info" title="提示">
        菜单已从服务器加载。
      </Alert>
      <Alert status="success" title="成功">
        保存成功
      </Alert>
      <Alert status="warning" title="警告">
        3 款功放低于安全库存。
      </Alert>
      <Alert status="error" title="错误" closable>
        请求失败，请稍后重试。
      </Alert>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const statuses = [...canvasElement.querySelectorAll('[data-slot="alert"]')].map((el) =>
      el.getAttribute('data-status'),
    );
    expect(statuses).toEqual(['info', 'success', 'warning', 'error']);
    await userEvent.tab();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: '关闭' })).toHaveFocus());
  },
};

export const English: Story = {
  args: {
    title: 'Temporary changes',
    children: 'Settings apply only for now; copy them into src/settings.json to keep them.',
    closable: true,
  },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Close' })).toHaveFocus());
  },
};
