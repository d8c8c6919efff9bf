import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './date-range-picker';

const meta = {
  title: 'Pickers/DateRangePicker',
  component: DateRangePicker,
  args: { label: '下单日期', onChange: fn(), className: 'w-80', now: '2026-11-22' },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Keyboard only: type the start and the end date into the segments. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getAllByRole('spinbutton', { name: /年/ })[0]).toHaveFocus());
    // A lone "1" in the day could still become 1x: type two digits.
    await userEvent.keyboard('20261101');
    await userEvent.keyboard('20261122');
    expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-01', end: '2026-11-22' });
  },
};

/** Open the calendar by keyboard, pick the first and the last day with arrows and Enter. */
export const PickInCalendar: Story = {
  args: { defaultValue: { start: '2026-11-10', end: '2026-11-12' } },
  play: async ({ args, canvasElement }) => {
    within(canvasElement)
      .getByRole('button', { name: /日历|下单日期/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('2026年11月');
    // Focus starts on the range's first day (the 10th): pick the 3rd to the 17th.
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveTextContent(/^3$/);
    await userEvent.keyboard('{Enter}{ArrowDown}{ArrowDown}');
    // Two weeks on from the anchor, give or take the day RAC's range preview moves focus by.
    const endDay = Number(document.activeElement?.textContent);
    expect(endDay).toBeGreaterThanOrEqual(17);
    expect(endDay).toBeLessThanOrEqual(18);
    await userEvent.keyboard('{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-03', end: `2026-11-${endDay}` });
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A preset sets the range relative to `now` and closes the popover. */
export const Presets: Story = {
  args: { presets: ['last7', 'last30', 'thisMonth'] },
  play: async ({ args, canvasElement }) => {
    within(canvasElement)
      .getByRole('button', { name: /日历|下单日期/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog');
    const last7 = within(dialog).getByRole('button', { name: '最近 7 天' });
    last7.focus();
    await userEvent.keyboard('{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-16', end: '2026-11-22' });
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The open popover with presets, as staff see it (opened by default so the screenshot shows it). */
export const PresetsOpen: Story = {
  args: {
    presets: ['last7', 'last30', 'thisMonth'],
    defaultValue: { start: '2026-11-16', end: '2026-11-22' },
    defaultOpen: true,
  },
  decorators: [
    (Story) => (
      <div className="min-h-96">
        <Story />
      </div>
    ),
  ],
  play: async () => {
    const dialog = await body().findByRole('dialog');
    expect(within(dialog).getByRole('group', { name: '快捷选择' })).toBeVisible();
    expect(within(dialog).getByRole('heading')).toHaveTextContent('2026年11月');
  },
};

export const English: Story = {
  args: {
    label: 'Order date',
    presets: ['last7', 'last30'],
    defaultValue: { start: '2026-11-01', end: '2026-11-22' },
  },
  globals: { locale: 'en-US' },
  play: async ({ args, canvasElement }) => {
    expect(within(canvasElement).getByRole('group', { name: /Order date/ })).toHaveTextContent(
      /11\/1\/2026.*11\/22\/2026/,
    );
    within(canvasElement)
      .getByRole('button', { name: /Calendar|Order date/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog');
    within(dialog).getByRole('button', { name: 'Last 30 days' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-10-24', end: '2026-11-22' });
  },
};

/** An end before the start, or a day outside min/max, marks the field invalid. */
export const MinMax: Story = {
  args: { minValue: '2026-11-01', maxValue: '2026-11-30', description: '仅可选 11 月内的日期' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('20261025');
    await userEvent.keyboard('20261105');
    await userEvent.tab();
    expect(within(canvasElement).getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: '请选择下单日期' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('请选择下单日期')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: '2026-11-01', end: '2026-11-22' } },
};
