import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Descriptions } from './descriptions';
import { Money } from './money';

const meta = {
  title: 'Data display/Descriptions',
  component: Descriptions,
  args: {
    title: '订单信息',
    items: [
      { label: '订单号', value: 'SO000128' },
      { label: '客户', value: '王芳' },
      { label: '金额', value: <Money minorUnits={123456} /> },
      { label: '状态', value: '已付款' },
      { label: '门店', value: '上海徐汇店' },
      { label: '收货地址', value: '上海市徐汇区漕溪北路 88 号', span: 3 },
    ],
  },
} satisfies Meta<typeof Descriptions>;

export default meta;
type Story = StoryObj<typeof meta>;

const pairs = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="description-item"]')].map((item) => [
    item.querySelector('dt')?.textContent,
    item.querySelector('dd')?.textContent,
  ]);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    expect(pairs(canvasElement)[2]).toEqual(['金额', '¥1,234.56']);
    // Three columns: the first three items share a row.
    const tops = [...canvasElement.querySelectorAll('dt')].map((dt) => Math.round(dt.getBoundingClientRect().top));
    expect(new Set(tops.slice(0, 3)).size).toBe(1);
    expect(tops[3]).toBeGreaterThan(tops[0] as number);
  },
};

export const Bordered: Story = {
  args: { bordered: true, columns: 2 },
  play: async ({ canvasElement }) => {
    const tops = [...canvasElement.querySelectorAll('dt')].map((dt) => Math.round(dt.getBoundingClientRect().top));
    expect(tops[0]).toBe(tops[1]);
    expect(tops[2]).toBeGreaterThan(tops[1] as number);
    expect(within(canvasElement).getByText('上海市徐汇区漕溪北路 88 号')).toBeVisible();
  },
};

export const English: Story = {
  args: {
    title: 'Order',
    columns: 2,
    items: [
      { label: 'Order no.', value: 'SO000128' },
      { label: 'Amount', value: <Money minorUnits={123456} /> },
    ],
  },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    expect(pairs(canvasElement)[1]).toEqual(['Amount', 'CN¥1,234.56']);
  },
};
