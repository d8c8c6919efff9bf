import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TimeField } from './time-field';

const meta = {
  title: 'Pickers/TimeField',
  component: TimeField,
  args: { label: '开始播放时间', onChange: fn(), className: 'w-48' },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const segments = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('spinbutton')
    .map((segment) => segment.textContent)
    .join('|');

/** zh-CN, 24-hour: type 0930; arrow up adds a minute. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await waitFor(() => expect(within(canvasElement).getByRole('spinbutton', { name: /^小时/ })).toHaveFocus());
    await userEvent.keyboard('0930');
    expect(args.onChange).toHaveBeenLastCalledWith('09:30');
    await userEvent.keyboard('{ArrowUp}');
    expect(args.onChange).toHaveBeenLastCalledWith('09:31');
    expect(segments(canvasElement)).toBe('09|31');
  },
};

export const WithSeconds: Story = {
  args: { granularity: 'second', defaultValue: '21:00:00' },
  play: async ({ args, canvasElement }) => {
    expect(segments(canvasElement)).toBe('21|00|00');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(args.onChange).toHaveBeenLastCalledWith('20:00:00');
  },
};

/** en-US shows a 12-hour clock with AM/PM; the value stays 24-hour. */
export const English: Story = {
  args: { label: 'Playback starts', defaultValue: '14:05' },
  globals: { locale: 'en-US' },
  play: async ({ args, canvasElement }) => {
    expect(canvasElement.querySelector('[data-slot="control"]')).toHaveTextContent(/2:05.*PM/);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    expect(args.onChange).toHaveBeenLastCalledWith('15:05');
  },
};

/** Store opening hours: a time outside 08:00-22:00 is invalid. */
export const MinMax: Story = {
  args: { minValue: '08:00', maxValue: '22:00', description: '营业时间 08:00–22:00' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('2330');
    await userEvent.tab();
    expect(within(canvasElement).getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: '请输入开始播放时间' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('请输入开始播放时间')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '09:00' } };
