import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DiffView } from './diff-view';
import { enAfter, enBefore, zhAfter, zhBefore } from './story-texts';

const meta = {
  title: 'Content/DiffView',
  component: DiffView,
  args: { before: zhBefore, after: zhAfter, beforeLabel: '第 2 版', afterLabel: '当前草稿', className: 'w-[900px]' },
} satisfies Meta<typeof DiffView>;

export default meta;
type Story = StoryObj<typeof meta>;

const changeOf = (canvasElement: HTMLElement, index: number) =>
  canvasElement.querySelector(`[data-change="${index}"]`) as HTMLElement;

/**
 * Keyboard: Tab to "下一处修改", Enter focuses the first change; N goes on, P goes back, Alt+↑ from the first wraps
 * to the last; the live region says where focus is.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Changed paragraph, changed and added list items, a removed and an added block.
    expect(canvas.getByText('5 处新增，3 处删除')).toBeVisible();
    const status = canvas.getByRole('status');
    await userEvent.tab();
    await userEvent.tab();
    expect(canvas.getByRole('button', { name: '下一处修改' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(changeOf(canvasElement, 0)).toHaveFocus());
    expect(status).toHaveTextContent('第 1 处修改，共 5 处');
    expect(changeOf(canvasElement, 0)).toHaveTextContent('大型');
    await userEvent.keyboard('n');
    expect(changeOf(canvasElement, 1)).toHaveFocus();
    expect(status).toHaveTextContent('第 2 处修改，共 5 处');
    await userEvent.keyboard('p');
    expect(changeOf(canvasElement, 0)).toHaveFocus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(changeOf(canvasElement, 4)).toHaveFocus();
    expect(status).toHaveTextContent('第 5 处修改，共 5 处');
    // Removed and added words are <del> / <ins> with words for screen readers, not colour alone.
    const removed = changeOf(canvasElement, 0).querySelector('del');
    expect(removed).toHaveTextContent('已删除：');
    expect(removed?.querySelector('.sr-only')).not.toBeNull();
    expect(changeOf(canvasElement, 0).querySelector('ins')).toHaveTextContent('已新增：');
  },
};

/** English texts and labels; Alt+↓ moves too, and the "Previous change" button starts from the last. */
export const English: Story = {
  globals: { locale: 'en-US' },
  args: { before: enBefore, after: enAfter, beforeLabel: 'Revision 2', afterLabel: 'Current draft' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('4 added, 3 removed')).toBeVisible();
    await userEvent.tab();
    expect(canvas.getByRole('button', { name: 'Previous change' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(changeOf(canvasElement, 2)).toHaveFocus());
    expect(canvas.getByRole('status')).toHaveTextContent('Change 3 of 3');
    expect(changeOf(canvasElement, 2).querySelector('ins')).toHaveTextContent('Added: Ask the service desk');
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(changeOf(canvasElement, 0)).toHaveFocus();
    expect(canvas.getByRole('status')).toHaveTextContent('Change 1 of 3');
    expect(canvas.getByText('Revision 2')).toBeVisible();
  },
};

/** Phone width: one column, the before above the after, an unchanged block shown once. */
export const Narrow: Story = {
  args: { className: 'w-[358px]' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByText('当前草稿')).not.toBeVisible();
    const same = canvasElement.querySelector('[data-row="same"]') as HTMLElement;
    const visible = [...same.children].filter((cell) => (cell as HTMLElement).offsetParent !== null);
    expect(visible).toHaveLength(1);
    const first = changeOf(canvasElement, 0);
    const [before, after] = [...first.children].map((cell) => cell.getBoundingClientRect());
    expect(after?.top).toBeGreaterThan(before?.top ?? 0);
  },
};

/** Title and summary as labelled blocks beside the body (what the revisions dialog passes). */
export const WithBlocks: Story = {
  args: {
    before: [
      { kind: 'title', label: '标题', text: 'CS-6 吸顶音箱上市' },
      { kind: 'p', label: '摘要', text: '适合会议室。' },
    ],
    after: [
      { kind: 'title', label: '标题', text: 'CS-6 吸顶音箱正式上市' },
      { kind: 'p', label: '摘要', text: '适合会议室。' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('1 处新增，0 处删除')).toBeVisible();
    expect(changeOf(canvasElement, 0)).toHaveTextContent('标题');
    expect(changeOf(canvasElement, 0).querySelector('ins')).toHaveTextContent('正式');
  },
};

/** Equal versions: said so, and the change buttons are disabled. */
export const NoChanges: Story = {
  args: { after: zhBefore },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('两个版本没有差别')).toBeVisible();
    expect(canvas.getByRole('button', { name: '下一处修改' })).toBeDisabled();
    expect(canvasElement.querySelector('[data-change]')).toBeNull();
  },
};
