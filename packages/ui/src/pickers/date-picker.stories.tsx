import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './date-picker';

const meta = {
  title: 'Pickers/DatePicker',
  component: DatePicker,
  args: { label: '交付日期', onChange: fn(), className: 'w-64', placeholderValue: '2026-11-01' },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const segmentsText = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('spinbutton')
    .map((segment) => segment.textContent)
    .join('|');

/** zh-CN: year, month, day in that order; type the date, then pick the next day in the calendar by keyboard. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await waitFor(() => expect(within(canvasElement).getByRole('spinbutton', { name: /年/ })).toHaveFocus());
    await userEvent.keyboard('2026');
    await userEvent.keyboard('3');
    await userEvent.keyboard('8');
    expect(args.onChange).toHaveBeenLastCalledWith('2026-03-08');
    expect(segmentsText(canvasElement)).toBe('2026|3|8');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('2026年3月');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith('2026-03-09');
    expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The same value shown in both locales: zh-CN 2026/11/22, en-US 11/22/2026. */
export const WithValueZh: Story = {
  args: { defaultValue: '2026-11-22' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('group')).toHaveTextContent('2026/11/22');
  },
};

export const English: Story = {
  args: { label: 'Delivery date', defaultValue: '2026-11-22' },
  globals: { locale: 'en-US' },
  play: async ({ args, canvasElement }) => {
    expect(within(canvasElement).getByRole('group')).toHaveTextContent('11/22/2026');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('November 2026');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith('2026-11-29');
  },
};

/** Dates outside min/max are unavailable; typing one marks the field invalid. */
export const MinMax: Story = {
  args: { minValue: '2026-11-10', maxValue: '2026-11-20', description: '仅可选 11 月 10 日至 20 日' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('20261125');
    await userEvent.tab();
    expect(within(canvasElement).getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: '请选择交付日期' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('请选择交付日期')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2026-11-22' } };
