import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatMoney } from '../data-display/format-money';
import { type DataColumn, type DataSort, DataTable } from './data-table';
import { type DemoOrder, demoOrders } from './demo-orders';

const ROWS = demoOrders(6);

const columns: DataColumn<DemoOrder>[] = [
  { id: 'orderNo', title: '订单号', cell: (row) => row.orderNo, isRowHeader: true, sortable: true },
  { id: 'customer', title: '客户', cell: (row) => row.customer },
  {
    id: 'amount',
    title: '金额',
    cell: (row) => formatMoney(row.amountFen, 'CNY', 'zh-CN'),
    sortable: true,
    align: 'end',
  },
  { id: 'status', title: '状态', cell: (row) => row.status },
];

/** A controlled demo: sorting and selection live in the story, as a list screen keeps them. */
function Demo({
  rows = ROWS,
  loading = false,
  selectable = true,
  hidden = [],
  onSort,
  onSelect,
  label = '销售订单',
}: {
  rows?: DemoOrder[];
  loading?: boolean;
  selectable?: boolean;
  hidden?: string[];
  onSort?: (sort: DataSort) => void;
  onSelect?: (ids: string[]) => void;
  label?: string;
}) {
  const [sort, setSort] = useState<DataSort>({ column: 'orderNo', direction: 'ascending' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const sorted = [...rows].sort((a, b) => {
    const key = sort.column === 'amount' ? 'amountFen' : 'orderNo';
    const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
    return sort.direction === 'ascending' ? order : -order;
  });
  return (
    <DataTable
      aria-label={label}
      columns={columns}
      rows={sorted}
      hiddenColumns={hidden}
      loading={loading}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSort?.(next);
      }}
      {...(selectable
        ? {
            selected,
            onSelectionChange: (next: Set<string>) => {
              setSelected(next);
              onSelect?.([...next].sort());
            },
          }
        : {})}
    />
  );
}

const meta = {
  title: 'Table/DataTable',
  component: Demo,
  args: { onSort: fn(), onSelect: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab to a sortable header, Enter sorts (then reverses); aria-sort follows. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('button', { name: /金额/ });
    amount.focus();
    await userEvent.keyboard('{Enter}');
    expect(args.onSort).toHaveBeenLastCalledWith({ column: 'amount', direction: 'ascending' });
    expect(canvas.getByRole('columnheader', { name: /金额/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{Enter}');
    expect(canvas.getByRole('columnheader', { name: /金额/ })).toHaveAttribute('aria-sort', 'descending');
    const amounts = canvas
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastChild?.previousSibling?.textContent);
    expect(amounts[0]).toBe(formatMoney(Math.max(...ROWS.map((row) => row.amountFen)), 'CNY', 'zh-CN'));
    expect(canvas.getByRole('columnheader', { name: /订单号/ })).toHaveAttribute('aria-sort', 'none');
    expect(canvas.getAllByRole('rowheader')).toHaveLength(ROWS.length);
  },
};

/** Space on a row's box selects it; the header box selects the page and shows a partial selection as mixed. */
export const Selection: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = canvas.getAllByRole('checkbox', { name: '选择行' });
    boxes[1]?.focus();
    await userEvent.keyboard(' ');
    expect(boxes[1]).toBeChecked();
    const all = canvas.getByRole('checkbox', { name: '全选' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    all.focus();
    await userEvent.keyboard(' ');
    expect(args.onSelect).toHaveBeenLastCalledWith(ROWS.map((row) => row.id).sort());
    expect(canvas.getAllByRole('row')[2]).toHaveAttribute('data-selected', 'true');
    await userEvent.keyboard(' ');
    expect(args.onSelect).toHaveBeenLastCalledWith([]);
  },
};

/** Skeleton rows while the first page loads; the table says it is busy. */
export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(canvas.getAllByText('加载中')).toHaveLength(5 * 5);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument();
    expect(within(canvasElement).getByRole('checkbox', { name: '全选' })).toBeDisabled();
  },
};

/** Hidden columns are not drawn at all. */
export const HiddenColumns: Story = {
  args: { hidden: ['customer'], selectable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('columnheader', { name: '客户' })).toBeNull();
    expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const English: Story = {
  args: { rows: [], label: 'Sale orders' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('No data')).toBeInTheDocument();
    expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
  },
};
