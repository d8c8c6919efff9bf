import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PhoneFrame, STATUS_BAR_HEIGHT } from './phone-frame';

const meta = {
  title: 'Storefront/PhoneFrame',
  component: PhoneFrame,
  args: {
    width: 360,
    height: 640,
    label: '手机预览 360 × 640',
    children: (
      <ol className="flex flex-col gap-2 p-3 text-[#1d2129]">
        {Array.from({ length: 30 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed filler rows
          <li key={i} className="rounded bg-[#f2f3f5] p-3">
            第 {i + 1} 行
          </li>
        ))}
      </ol>
    ),
  },
} satisfies Meta<typeof PhoneFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen is exactly width × height; its content scrolls inside it; the screen takes keyboard focus. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const screen = canvas.getByRole('region', { name: args.label });
    const device = screen.parentElement as HTMLElement;
    expect(device.getBoundingClientRect().width).toBe(args.width);
    expect(device.getBoundingClientRect().height).toBe(args.height);
    expect(screen.getBoundingClientRect().height).toBe(args.height - STATUS_BAR_HEIGHT);
    expect(canvas.getByText('9:41')).toBeVisible();
    await userEvent.tab();
    expect(screen).toHaveFocus();
    // Longer than the screen: it scrolls inside the frame (the frame itself keeps its size).
    expect(screen.scrollHeight).toBeGreaterThan(screen.clientHeight);
    expect(getComputedStyle(screen).overflowY).toBe('auto');
  },
};
