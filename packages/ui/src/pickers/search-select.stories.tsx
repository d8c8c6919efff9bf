import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { PickerOption } from './list-parts';
import { SearchSelect } from './search-select';

const CUSTOMERS: PickerOption[] = [
  { id: '1', label: '上海静安大悦城' },
  { id: '2', label: '杭州西湖咖啡馆' },
  { id: '3', label: '北京朝阳健身中心' },
  { id: '4', label: '上海浦东希尔顿酒店' },
];

/** Stands in for a server search: a short delay, a case-insensitive match, at most 20 results. */
const search = (text: string) =>
  new Promise<PickerOption[]>((resolve) =>
    setTimeout(() => resolve(CUSTOMERS.filter((option) => option.label.includes(text.trim())).slice(0, 20)), 50),
  );

function Demo({ onChange, initial = null }: { onChange: (value: string | null) => void; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  const [label, setLabel] = useState(CUSTOMERS.find((option) => option.id === initial)?.label ?? '');
  return (
    <SearchSelect
      label="客户"
      className="w-72"
      value={value}
      selectedLabel={label}
      search={search}
      onChange={(next, option) => {
        setValue(next);
        setLabel(option?.label ?? '');
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Pickers/SearchSelect',
  component: Demo,
  args: { onChange: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: type part of a name, wait for the search, arrow down and Enter to choose. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '客户' });
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('上海');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith('1');
    expect(input).toHaveValue('上海静安大悦城');
  },
};

/** An existing value shows its label; clearing the text clears the value. */
export const WithValue: Story = {
  args: { initial: '3' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '客户' });
    expect(input).toHaveValue('北京朝阳健身中心');
    await userEvent.clear(input);
    expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** Nothing found says so. */
export const NoMatch: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: '客户' }), '深圳');
    await waitFor(() => expect(screen.getByText('无匹配项')).toBeInTheDocument());
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'Shenzhen');
    await waitFor(() => expect(screen.getByText('No matches')).toBeInTheDocument());
  },
};
