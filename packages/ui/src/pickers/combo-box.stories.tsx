import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox } from './combo-box';
import { KINDS_EN, KINDS_ZH } from './story-data';

const meta = {
  title: 'Pickers/ComboBox',
  component: ComboBox,
  args: { label: '产品类型', placeholder: '输入以搜索', options: KINDS_ZH, onChange: fn(), className: 'w-72' },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing filters the list; arrows and Enter choose. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: /产品类型/ });
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('播放');
    const listbox = await within(document.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['背景音乐播放器', '广播播放器']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith('announcement_player');
    expect(input).toHaveValue('广播播放器');
  },
};

export const English: Story = {
  args: { label: 'Product kind', placeholder: 'Type to search', options: KINDS_EN },
  globals: { locale: 'en-US' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: /Product kind/ });
    await userEvent.tab();
    await userEvent.keyboard('AMP');
    const listbox = await within(document.body).findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Amplifier']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith('amplifier');
    expect(input).toHaveValue('Amplifier');
  },
};

/** Nothing matches: the list says so and Escape closes it without choosing. */
export const NoMatch: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('吉他');
    expect(await within(document.body).findByText('无匹配项')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument();
    expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithValue: Story = { args: { defaultSelectedKey: 'mixer' } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: '请选择产品类型' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请选择产品类型');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
