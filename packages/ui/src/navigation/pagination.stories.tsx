import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pagination } from './pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { total: 50, onChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Presses Tab until the element has focus (at most 20 times), so tests follow the real tab order. */
async function tabTo(element: HTMLElement) {
  for (let i = 0; i < 20 && document.activeElement !== element; i++) await userEvent.tab();
  await waitFor(() => expect(element).toHaveFocus());
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('共 50 条')).toBeVisible();
    expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await tabTo(canvas.getByRole('button', { name: '下一页' }));
    await userEvent.keyboard('{Enter}');
    expect(args.onChange).toHaveBeenCalledWith(2, 10);
    expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ManyPages: Story = {
  args: { total: 500, defaultPage: 10 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const labels = canvas.getAllByRole('button', { name: /^第/ }).map((b) => b.textContent);
    expect(labels).toEqual(['1', '8', '9', '10', '11', '12', '50']);
    await tabTo(canvas.getByRole('button', { name: '第 50 页' }));
    await userEvent.keyboard(' ');
    expect(args.onChange).toHaveBeenCalledWith(50, 10);
    expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};

export const SizeChangerAndJumper: Story = {
  args: { total: 500, showSizeChanger: true, showJumper: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: /10 条\/页/ }));
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10 条/页', '20 条/页', '50 条/页', '100 条/页']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith(1, 20);
    await tabTo(canvas.getByRole('textbox', { name: '跳至' }));
    await userEvent.keyboard('7{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith(7, 20);
    expect(canvas.getByRole('button', { name: '第 7 页' })).toHaveAttribute('aria-current', 'page');
    // Beyond the last page is clamped to the last page (500 / 20 = 25).
    await userEvent.keyboard('99{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith(25, 20);
  },
};

export const English: Story = {
  args: { total: 500, showSizeChanger: true, showJumper: true, defaultPage: 3 },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Total 500 items')).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: 'Previous page' }));
    await userEvent.keyboard('{Enter}');
    expect(args.onChange).toHaveBeenCalledWith(2, 10);
  },
};

/**
 * The server stopped counting at 10,000: the pager shows "10,000+", has a page after the counted ones and jumps
 * past them, up to maxPage.
 */
export const CappedTotal: Story = {
  args: { total: 10_000, totalCapped: true, defaultPage: 1000, showJumper: true, maxPage: 9999 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('共 10,000+ 条')).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: '下一页' }));
    await userEvent.keyboard('{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith(1001, 10);
    await tabTo(canvas.getByRole('textbox', { name: '跳至' }));
    await userEvent.keyboard('5000{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith(5000, 10);
    // No deeper than the API allows.
    await userEvent.keyboard('123456{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith(9999, 10);
  },
};
