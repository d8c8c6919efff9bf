import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_TODAY, storyWeek } from './story-week';
import { WeekView, type WeekViewProps } from './week-view';

function WeekHarness({ width, ...props }: WeekViewProps & { width?: number }) {
  return (
    <div style={{ maxWidth: width ?? 960 }}>
      <WeekView {...props} />
    </div>
  );
}

const meta = {
  title: 'Playback/WeekView',
  component: WeekHarness,
  args: { days: storyWeek('zh-CN'), today: STORY_TODAY, onSelectSlot: fn() },
} satisfies Meta<typeof WeekHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const active = () => document.activeElement;
const slotKey = () => (active() as HTMLElement | null)?.dataset.key;

/** Dayparts all week: Tab reaches one slot, the arrows walk the week, Enter and Space select. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getAllByRole('button')).toHaveLength(29);
    await userEvent.tab();
    expect(active()).toHaveAccessibleName('周一 09:00–12:00 早间轻音乐');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toHaveAccessibleName('周一 12:00–14:00 午间休闲');
    // → Tuesday at the slot starting nearest 12:00; →→ Wednesday's noon silence.
    await userEvent.keyboard('{ArrowRight}');
    expect(active()).toHaveAccessibleName('周二 12:00–14:00 午间休闲');
    await userEvent.keyboard('{ArrowRight}');
    expect(active()).toHaveAccessibleName('周三 12:00–12:30 静音');
    await userEvent.keyboard('{Enter}');
    expect(args.onSelectSlot).toHaveBeenLastCalledWith('weekly:silence:2:12:00');
    await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
    expect(active()).toHaveAccessibleName('周三 14:00–18:00 午后流行');
    expect(args.onSelectSlot).toHaveBeenLastCalledWith('weekly:2:2:14:00');
    await userEvent.keyboard('{End}');
    expect(active()).toHaveAccessibleName('周日 18:00–22:00 晚间爵士');
    await userEvent.keyboard('{Home}{ArrowUp}{ArrowLeft}');
    expect(active()).toHaveAccessibleName('周一 09:00–12:00 早间轻音乐');
    expect(args.onSelectSlot).toHaveBeenCalledTimes(2);
    // One tab stop for the whole week: Tab leaves it (Shift+Tab comes back to the last focused slot).
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    expect(canvasElement.querySelector('[data-slot="week-view"]')).not.toContainElement(active() as HTMLElement);
    await userEvent.tab({ shift: true });
    expect(active()).toHaveAccessibleName('周二 09:00–12:00 早间轻音乐');
    expect(canvas.getByText('今天')).toBeVisible();
  },
};

/** Friday is an exception: one playlist all day, named as an exception, with its badge; the arrows reach it. */
export const ExceptionDay: Story = {
  args: { days: storyWeek('zh-CN', { exception: true }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const friday = canvas.getByRole('button', { name: '周五 08:00–23:00 黑五热歌 （例外）' });
    expect(friday.querySelector('[data-slot="exception-badge"]')).not.toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(active()).toHaveAccessibleName('周四 12:00–14:00 午间休闲');
    await userEvent.keyboard('{ArrowRight}');
    expect(friday).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(active()).toHaveAccessibleName('周六 09:00–12:00 早间轻音乐');
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(args.onSelectSlot).toHaveBeenCalledWith('exception:7:2026-11-27:08:00');
  },
};

/** Sunday is closed: greyed, marked closed, no slots; → from Saturday stays on Saturday. */
export const ClosedDay: Story = {
  args: { days: storyWeek('zh-CN', { closedSunday: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sunday = canvas.getByRole('region', { name: /周日/ });
    expect(sunday).toHaveTextContent('休息');
    expect(within(sunday).queryAllByRole('button')).toEqual([]);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(active()).toHaveAccessibleName('周六 18:00–22:00 晚间爵士');
    await userEvent.keyboard('{ArrowRight}');
    expect(active()).toHaveAccessibleName('周六 18:00–22:00 晚间爵士');
  },
};

/** English words and names; without onSelectSlot the slots are read (and walked) but not buttons. */
export const EnglishReadOnly: Story = {
  args: { days: storyWeek('en-US', { exception: true, closedSunday: true }), locale: 'en-US', onSelectSlot: undefined },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryAllByRole('button')).toEqual([]);
    expect(canvas.getByRole('img', { name: 'Friday 08:00–23:00 Black Friday hits (exception)' })).toBeVisible();
    await userEvent.tab();
    expect(active()).toHaveAccessibleName('Monday 09:00–12:00 Morning mix');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(active()).toHaveAccessibleName('Wednesday 12:00–12:30 Silence');
    expect(canvas.getByText('Closed')).toBeVisible();
  },
};

/** At phone width: a section per day instead of the grid, the same keys and names. */
export const Narrow: Story = {
  args: { days: storyWeek('zh-CN', { exception: true, closedSunday: true }), width: 358 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const monday = canvas.getByRole('region', { name: /周一/ });
    expect(within(monday).getByRole('heading')).toHaveTextContent('周一');
    expect(canvas.getByRole('region', { name: /周日/ })).toHaveTextContent('没有安排');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(active()).toHaveAccessibleName('周二 12:00–14:00 午间休闲');
    await userEvent.keyboard('{End}{Enter}');
    expect(slotKey()).toBe('weekly:3:5:18:00');
    expect(args.onSelectSlot).toHaveBeenCalledWith('weekly:3:5:18:00');
  },
};
