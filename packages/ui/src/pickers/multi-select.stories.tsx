import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MultiSelect } from './multi-select';
import { KINDS_EN, KINDS_ZH } from './story-data';

const meta = {
  title: 'Pickers/MultiSelect',
  component: MultiSelect,
  args: { label: '适用产品类型', options: KINDS_ZH, onChange: fn(), className: 'w-96' },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Keyboard only: open, choose two options (the list stays open), Escape; the choices show as tags. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /适用产品类型/ });
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body().findByRole('listbox');
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.keyboard('{Enter}{ArrowDown}{ArrowDown}{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith(['speaker', 'mixer']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).not.toBeInTheDocument());
    const tags = canvas.getByRole('grid', { name: '已选择' });
    expect(
      within(tags)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['音箱', '调音台']);
    expect(trigger).toHaveAccessibleName(/已选 2 项/);
  },
};

/**
 * Tags are removed by keyboard: Tab reaches the tags first, arrows move, Backspace removes. After the last tag
 * goes, focus lands on the trigger (not on the page).
 */
export const RemoveByKeyboard: Story = {
  args: { defaultValue: ['speaker', 'amplifier', 'mixer'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('row', { name: '音箱' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Backspace}');
    expect(args.onChange).toHaveBeenLastCalledWith(['speaker', 'mixer']);
    await waitFor(() => expect(canvas.queryByRole('row', { name: '功放' })).not.toBeInTheDocument());
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(1));
    await userEvent.keyboard('{Backspace}');
    expect(args.onChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(canvas.queryByRole('grid')).not.toBeInTheDocument());
    // React Aria restores focus a frame after the overlay unmounts.
    await waitFor(() => expect(canvas.getByRole('button', { name: /适用产品类型/ })).toHaveFocus());
  },
};

/** At most two tags; the rest are counted. */
export const MaxTagCount: Story = {
  args: { defaultValue: ['speaker', 'amplifier', 'mixer', 'microphone'], maxTagCount: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getAllByRole('row')).toHaveLength(2);
    expect(canvas.getByText('+2')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: '请至少选择一个产品类型' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /适用产品类型/ });
    expect(trigger).toHaveAccessibleDescription('请至少选择一个产品类型');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['speaker'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('button', { name: /适用产品类型/ })).toBeDisabled();
    expect(canvas.queryByRole('button', { name: /移除/ })).not.toBeInTheDocument();
    // The chosen tag is still listed, but a disabled field has no tab stop.
    expect(within(canvas.getByRole('list', { name: '已选择' })).getByRole('listitem')).toHaveTextContent('音箱');
    await userEvent.tab();
    expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
  },
};

export const English: Story = {
  args: { label: 'Product kinds', options: KINDS_EN },
  globals: { locale: 'en-US' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Product kinds/ });
    expect(trigger).toHaveTextContent('Select items');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await body().findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}{Escape}');
    expect(args.onChange).toHaveBeenLastCalledWith(['amplifier']);
    expect(within(canvasElement).getByRole('button', { name: /Remove/ })).toBeVisible();
  },
};
