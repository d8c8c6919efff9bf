import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../inputs/button';
import { Result } from './result';

const meta = {
  title: 'Feedback/Result',
  component: Result,
  args: { status: '404' },
} satisfies Meta<typeof Result>;

export default meta;
type Story = StoryObj<typeof meta>;

const back = fn();

/** 404 with its action: Tab reaches "返回工作台", Enter presses it. */
export const NotFound: Story = {
  render: (args) => (
    <Result {...args}>
      <Button variant="primary" onPress={back}>
        返回工作台
      </Button>
    </Result>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 2, name: '抱歉，页面不见了～' })).toBeVisible();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: '返回工作台' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(back).toHaveBeenCalledOnce();
  },
};

export const Forbidden: Story = {
  args: { status: '403' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('heading')).toHaveTextContent('抱歉，你没有权限访问该页面');
  },
};

export const ServerError: Story = { args: { status: '500' } };

export const Success: Story = {
  args: {
    status: 'success',
    title: '订单已提交',
    subtitle: '订单号 SO000123，预计 3 个工作日内安排安装。',
    headingLevel: 1,
  },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('订单已提交');
  },
};

export const Warning: Story = { args: { status: 'warning' } };

export const English: Story = {
  args: { status: '404' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading')).toHaveTextContent('Sorry, this page does not exist');
    expect(canvas.getByText('The page you visited does not exist or has moved.')).toBeVisible();
  },
};
