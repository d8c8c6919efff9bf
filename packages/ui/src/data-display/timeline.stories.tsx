import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline } from './timeline';

const meta = {
  title: 'Data display/Timeline',
  component: Timeline,
  args: {
    timeZone: 'Asia/Shanghai',
    items: [
      {
        id: '1',
        time: '2026-11-20T02:30:00Z',
        title: '电话回访',
        content: '客户对音响效果满意，预约下周调试。',
        color: 'success',
      },
      { id: '2', time: '2026-11-18T06:00:00Z', title: '上门安装', content: '安装 4 只吸顶音箱和 1 台功放。' },
      {
        id: '3',
        time: '2026-11-15T09:45:00Z',
        title: '报价被退回',
        content: '预算超出，待重新报价。',
        color: 'danger',
      },
      { id: '4', time: '2026-11-12T01:00:00Z', title: '首次咨询', color: 'neutral' },
    ],
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const time = items[0]?.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2026-11-20T02:30:00Z');
    // 02:30 UTC is 10:30 in Shanghai, in the zh-CN format.
    expect(time?.textContent).toBe('2026年11月20日 10:30');
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: {
    items: [
      { id: '1', time: '2026-11-20T02:30:00Z', title: 'Follow-up call', color: 'success' },
      { id: '2', time: '2026-11-18T06:00:00Z', title: 'Installed on site', content: 'Four ceiling speakers.' },
    ],
  },
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelector('time')?.textContent).toBe('Nov 20, 2026, 10:30 AM');
  },
};
