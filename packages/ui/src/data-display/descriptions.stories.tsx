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

const certificate = [
  { label: '企业名称', value: '上海声景音响有限公司' },
  { label: '统一社会信用代码', value: '91310104MA1FL4XQ3K' },
  { label: '法人证件类型', value: '身份证' },
];

/** In a narrow box (a dialog on a phone) a value that does not fit beside its label goes under it, unbroken. */
export const Narrow: Story = {
  args: { title: undefined, columns: 1, items: certificate, className: 'w-60' },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByText('91310104MA1FL4XQ3K');
    const label = within(canvasElement).getByText('统一社会信用代码');
    expect(code.getBoundingClientRect().top).toBeGreaterThan(label.getBoundingClientRect().bottom - 1);
    // One line: the number is not broken.
    expect(code.getBoundingClientRect().height).toBeLessThan(
      1.5 * Number.parseFloat(getComputedStyle(code).lineHeight),
    );
    // A short value stays beside its label.
    const name = within(canvasElement).getByText('身份证').getBoundingClientRect();
    expect(name.top).toBe(within(canvasElement).getByText('法人证件类型').getBoundingClientRect().top);
  },
};

/** The bordered label column fits a six-character Chinese label and most English labels on one line. */
export const BorderedEnglish: Story = {
  args: {
    title: 'Enterprise certification',
    bordered: true,
    columns: 2,
    items: [
      { label: 'Account type', value: 'Enterprise' },
      { label: 'Legal person name', value: 'Wang Fang' },
      { label: 'Enterprise name', value: 'Shanghai Soundscape Audio Co., Ltd.' },
      { label: 'Organization code', value: '91310104MA1FL4XQ3K' },
    ],
  },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const labels = [...canvasElement.querySelectorAll('dt')];
    const oneLine = labels[0]?.getBoundingClientRect().height;
    for (const dt of labels) expect(dt.getBoundingClientRect().height).toBe(oneLine);
    expect(pairs(canvasElement)[3]).toEqual(['Organization code', '91310104MA1FL4XQ3K']);
  },
};

/** Bordered in a narrow box: each label takes its row and the value goes under it, still in the border. */
export const BorderedNarrow: Story = {
  args: { title: undefined, bordered: true, columns: 1, items: certificate, className: 'w-72' },
  play: async ({ canvasElement }) => {
    const item = canvasElement.querySelector('[data-slot="description-item"]') as HTMLElement;
    const dt = item.querySelector('dt')?.getBoundingClientRect();
    const dd = item.querySelector('dd')?.getBoundingClientRect();
    expect(dt?.width).toBe(dd?.width);
    expect(dd?.top).toBe(dt?.bottom);
    expect(pairs(canvasElement)[1]).toEqual(['统一社会信用代码', '91310104MA1FL4XQ3K']);
  },
};
