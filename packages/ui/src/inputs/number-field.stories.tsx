import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NumberField } from './number-field';

const meta = {
  title: 'Inputs/NumberField',
  component: NumberField,
  args: { label: '数量', defaultValue: 1, minValue: 0, maxValue: 10, onChange: fn(), className: 'w-48' },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: '数量' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('3');
    expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveValue('2');
    // The steppers do what the arrow keys do (RAC keeps them out of the tab order).
    const increment = canvasElement.querySelector<HTMLElement>('[slot="increment"]');
    if (!increment) throw new Error('increment stepper expected');
    await userEvent.click(increment);
    expect(input).toHaveValue('3');
  },
};

export const MinMax: Story = {
  args: { defaultValue: 9 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: '数量' });
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('10');
    // A typed value beyond the range is clamped when the field commits (on blur).
    await userEvent.keyboard('{Control>}a{/Control}99');
    await userEvent.tab();
    expect(input).toHaveValue('10');
    expect(args.onChange).toHaveBeenLastCalledWith(10);
  },
};

export const Step: Story = {
  args: { label: 'Volume step', defaultValue: 0, minValue: 0, maxValue: 1, step: 0.25 },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(within(canvasElement).getByRole('textbox', { name: 'Volume step' })).toHaveValue('0.75');
  },
};

/** The settings drawer's menu width input: exactly 80px wide (spec: "Menu width input width 80px"). */
export const MenuWidth: Story = {
  args: {
    label: 'Menu width',
    defaultValue: 300,
    minValue: 0,
    maxValue: 600,
    step: 10,
    width: 80,
    className: undefined,
  },
  globals: { locale: 'en-US' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvasElement.querySelector('[data-slot="number-box"]');
    expect(box?.getBoundingClientRect().width).toBe(80);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    expect(canvas.getByRole('textbox', { name: 'Menu width' })).toHaveValue('310');
    expect(args.onChange).toHaveBeenLastCalledWith(310);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: '请输入数量', defaultValue: undefined, isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /数量/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请输入数量');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    expect(within(canvasElement).getByRole('textbox', { name: '数量' })).not.toHaveFocus();
  },
};
