import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconMusic, IconSpeaker, IconStore } from '../icons/icons';
import { Select } from './select';
import { KINDS_EN, KINDS_ZH } from './story-data';

const meta = {
  title: 'Pickers/Select',
  component: Select,
  args: { label: '产品类型', options: KINDS_ZH, onChange: fn(), className: 'w-72' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab to the trigger, open with ArrowDown, move and choose with Enter. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /产品类型/ });
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(7);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith('mixer');
    expect(trigger).toHaveTextContent('调音台');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Typing a letter jumps to the matching option (type-ahead) while the list is closed. */
export const English: Story = {
  args: { label: 'Product kind', options: KINDS_EN },
  globals: { locale: 'en-US' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Product kind/ });
    expect(trigger).toHaveTextContent('Select an item');
    await userEvent.tab();
    await userEvent.keyboard('mi');
    expect(args.onChange).toHaveBeenLastCalledWith('mixer');
    expect(trigger).toHaveTextContent('Mixer');
  },
};

export const WithValue: Story = { args: { defaultValue: 'amplifier', description: '决定商品的规格字段' } };

/** A disabled option is skipped by the keyboard. */
export const DisabledOption: Story = {
  args: { defaultValue: 'announcement_player' },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: '配件' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(args.onChange).not.toHaveBeenCalled();
    expect(within(canvasElement).getByRole('button', { name: /产品类型/ })).toHaveTextContent('广播播放器');
  },
};

export const Invalid: Story = {
  args: { label: '国家/地区', isRequired: true, isInvalid: true, errorMessage: 'Please select country/region' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Please select country/region')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'speaker' } };

/** Options with icons (the menu editor's icon choice): the chosen option's icon shows in the value too. */
export const WithIcons: Story = {
  args: {
    label: '图标',
    defaultValue: 'speaker',
    options: [
      { id: 'speaker', label: '音箱', icon: <IconSpeaker /> },
      { id: 'music', label: '音乐', icon: <IconMusic /> },
      { id: 'store', label: '门店', icon: <IconStore /> },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /图标/ });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.querySelector('[data-slot="option-icon"] svg'))).not.toContain(null);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith('music');
    expect(trigger).toHaveTextContent('音乐');
    expect(trigger.querySelector('[data-slot="option-icon"] svg')).not.toBeNull();
  },
};
