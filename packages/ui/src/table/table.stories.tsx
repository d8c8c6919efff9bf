import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { Button, type Key, type SortDescriptor, useLocale } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Money } from '../data-display/money';
import { focusRing } from '../lib/focus-ring';
import { ColumnVisibility } from './column-visibility';
import { type DemoOrder, demoOrders } from './demo-orders';
import { Table, type TableColumn, type TableProps } from './table';

const TEXT = {
  'zh-CN': {
    orderNo: '订单号',
    customer: '客户',
    amount: '金额',
    status: '状态',
    actions: '操作',
    view: '查看',
    edit: '编辑',
    label: '订单列表',
    statuses: { pending: '待付款', paid: '已付款', shipped: '已发货', cancelled: '已取消' },
  },
  'en-US': {
    orderNo: 'Order no.',
    customer: 'Customer',
    amount: 'Amount',
    status: 'Status',
    actions: 'Actions',
    view: 'View',
    edit: 'Edit',
    label: 'Orders',
    statuses: { pending: 'Pending', paid: 'Paid', shipped: 'Shipped', cancelled: 'Cancelled' },
  },
};

// At least 24 px high: a WCAG 2.2 target size (the two buttons sit side by side).
const actionButton = `inline-flex min-h-6 items-center rounded-sm px-1.5 text-sm text-primary-text data-hovered:bg-primary-subtle ${focusRing}`;

function orderColumns(locale: string, onView?: (row: DemoOrder) => void): TableColumn<DemoOrder>[] {
  const t = locale === 'zh-CN' ? TEXT['zh-CN'] : TEXT['en-US'];
  const columns: TableColumn<DemoOrder>[] = [
    { id: 'orderNo', title: t.orderNo, isRowHeader: true, allowsSorting: true, cell: (row) => row.orderNo },
    { id: 'customer', title: t.customer, cell: (row) => row.customer },
    {
      id: 'amount',
      title: t.amount,
      allowsSorting: true,
      align: 'end',
      cell: (row) => <Money minorUnits={row.amountFen} />,
    },
    { id: 'status', title: t.status, cell: (row) => t.statuses[row.status] },
  ];
  if (!onView) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      title: t.actions,
      width: 120,
      cell: (row) => (
        <span className="flex gap-1">
          <Button className={actionButton} onPress={() => onView?.(row)}>
            {t.view}
          </Button>
          <Button className={actionButton}>{t.edit}</Button>
        </span>
      ),
    },
  ];
}

type DemoProps = Partial<TableProps<DemoOrder>> & { count?: number; withColumnMenu?: boolean; onView?: () => void };

/** Sorts in the story (a real page would ask the server) so the sort arrows have something to do. */
function OrdersTable({ count = 20, withColumnMenu, onView, onSortChange, ...props }: DemoProps) {
  const { locale } = useLocale();
  const columns = useMemo(() => orderColumns(locale, onView), [locale, onView]);
  const all = useMemo(() => demoOrders(count), [count]);
  const [sort, setSort] = useState<SortDescriptor | undefined>(props.sortDescriptor);
  const [hidden, setHidden] = useState<Set<Key>>(new Set());
  const rows = useMemo(() => {
    if (!sort) return all;
    const key = sort.column === 'amount' ? 'amountFen' : 'orderNo';
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...all].sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
  }, [all, sort]);
  return (
    <div className="flex flex-col gap-2">
      {withColumnMenu && (
        <div className="flex justify-end">
          <ColumnVisibility columns={columns} hiddenColumns={hidden} onHiddenColumnsChange={setHidden} />
        </div>
      )}
      <Table
        aria-label={locale === 'zh-CN' ? TEXT['zh-CN'].label : TEXT['en-US'].label}
        columns={columns}
        rows={rows}
        height={360}
        hiddenColumns={hidden}
        {...props}
        sortDescriptor={sort}
        onSortChange={(descriptor) => {
          setSort(descriptor);
          onSortChange?.(descriptor);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Table/Table',
  component: OrdersTable,
  args: { onSortChange: fn(), onSelectionChange: fn() },
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid');

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Money from integer fen, formatted by Intl in the locale.
    expect(canvasElement.querySelector('[data-slot="money"]')?.textContent).toMatch(/^¥[\d,]+\.\d{2}$/);
    // Keyboard: into the grid, right to the first cell, up to its header, Enter sorts by order number. Each step
    // waits for the focus: the virtualised grid moves it a frame after the key (later on a busy machine).
    const header = canvas.getByRole('columnheader', { name: /订单号/ });
    await userEvent.tab();
    await waitFor(() => expect(grid(canvasElement)).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('role', 'rowheader'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(header).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(args.onSortChange).toHaveBeenCalledWith({ column: 'orderNo', direction: 'ascending' });
    await userEvent.keyboard('{Enter}');
    expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'orderNo', direction: 'descending' });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(canvas.getAllByRole('row')[1]).toHaveTextContent('SO000020'));
  },
};

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown} ');
    const selected = (args.onSelectionChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Set<Key>;
    expect([...selected]).toEqual(['o2']);
    // Select all from the header checkbox.
    const selectAll = within(grid(canvasElement)).getByRole('checkbox', { name: '全选' });
    await userEvent.click(selectAll);
    expect(args.onSelectionChange).toHaveBeenLastCalledWith('all');
    expect(within(canvasElement).getAllByRole('row')[1]).toHaveAttribute('aria-selected', 'true');
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single', count: 6 },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' {ArrowDown}{ArrowDown} ');
    const selected = (args.onSelectionChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Set<Key>;
    expect([...selected]).toEqual(['o3']);
    expect(within(canvasElement).getAllByRole('row', { selected: true })).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  // The skeleton pulses: a screenshot would catch it mid-animation.
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelector('[data-slot="table"]')).toHaveAttribute('aria-busy', 'true');
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('加载中');
    expect(canvasElement.querySelectorAll('[data-slot="skeleton"]').length).toBe(5 * 4);
    expect(within(canvasElement).queryByText('SO000001')).toBeNull();
  },
};

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};

export const EmptyEnglish: Story = {
  args: { count: 0 },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};

export const ColumnVisibilityMenu: Story = {
  args: { withColumnMenu: true, count: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('columnheader', { name: '客户' })).toBeInTheDocument();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: '列设置' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitemcheckbox', { name: '客户' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.queryByRole('columnheader', { name: '客户' })).toBeNull());
    expect(canvas.queryByText('王芳', { exact: false })).toBeNull();
    expect(canvas.getAllByRole('columnheader')).toHaveLength(3);
  },
};

export const RowActions: Story = {
  args: { count: 5, onView: fn() },
  play: async ({ canvasElement, args }) => {
    // Into the grid, then along the first row's cells to the "View" button of the actions cell.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    const view = within(canvasElement).getAllByRole('button', { name: '查看' })[0];
    await userEvent.keyboard('{Enter}');
    if (document.activeElement !== view) await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(args.onView).toHaveBeenCalledWith(expect.objectContaining({ orderNo: 'SO000001' }));
  },
};

export const TenThousandRows: Story = {
  args: { count: 10_000 },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid');
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    // Far fewer than 10,000 rows are in the DOM.
    expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    // Keyboard navigation moves between rows.
    // The focus moves a frame after each key (React Aria scrolls the row into view first): wait for it.
    await userEvent.tab();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '2'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '4'));
    expect(document.activeElement).toHaveTextContent('SO000003');
    // Scrolling to the end renders the last row, and the header stays in view.
    table.scrollTop = table.scrollHeight;
    await waitFor(() => expect(within(table).getByText('SO010000')).toBeVisible());
    expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    const header = within(table).getByRole('columnheader', { name: /订单号/ });
    expect(header.getBoundingClientRect().top - table.getBoundingClientRect().top).toBeLessThan(2);
  },
};
