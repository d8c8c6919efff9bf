import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Steps } from './steps';

const meta = {
  title: 'Navigation/Steps',
  component: Steps,
  args: {
    current: 1,
    items: [
      { title: '提交订单', description: '11 月 18 日' },
      { title: '付款', description: '待客户付款' },
      { title: '发货' },
      { title: '安装完成' },
    ],
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = (el: HTMLElement) =>
  within(el)
    .getAllByRole('listitem')
    .map((li) => li.dataset.state);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    expect(states(canvasElement)).toEqual(['finish', 'process', 'wait', 'wait']);
    const current = within(canvasElement).getAllByRole('listitem')[1];
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(current).toHaveTextContent('付款（进行中）');
  },
};

export const ErrorState: Story = {
  args: { current: 2, status: 'error' },
  play: async ({ canvasElement }) => {
    expect(states(canvasElement)).toEqual(['finish', 'finish', 'error', 'wait']);
    expect(within(canvasElement).getAllByRole('listitem')[2]).toHaveTextContent('发货（出错）');
  },
};

export const AllFinished: Story = {
  args: { current: 3, status: 'finish' },
  play: async ({ canvasElement }) => {
    expect(states(canvasElement)).toEqual(['finish', 'finish', 'finish', 'finish']);
  },
};

export const Vertical: Story = {
  args: { direction: 'vertical' },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('listitem');
    expect(second?.getBoundingClientRect().top).toBeGreaterThan(first?.getBoundingClientRect().bottom ?? 0);
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: { items: [{ title: 'Order' }, { title: 'Payment' }, { title: 'Delivery' }] },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getAllByRole('listitem')[1]).toHaveTextContent('Payment (in progress)');
  },
};
