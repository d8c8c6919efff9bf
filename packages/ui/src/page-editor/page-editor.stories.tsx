import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../inputs/button';
import { TextField } from '../inputs/text-field';
import { PageEditor } from './page-editor';
import {
  copyDemoBlock,
  type DemoBlock,
  DemoBlockView,
  demoLabel,
  demoLibrary,
  demoPage,
  newDemoBlock,
} from './story-blocks';
import { useUndoable } from './use-undoable';

/** The admin's side in miniature: the blocks in useUndoable, the selection, a property panel for the title. */
function EditorHarness({ initial, width }: { initial: DemoBlock[]; width?: number }) {
  const document = useUndoable(initial);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = document.value.find((block) => block.id === selectedId);
  const panel = selected ? (
    <div className="flex flex-col gap-3 p-3">
      <h3 className="text-base font-medium">{demoLabel(selected)}</h3>
      <TextField
        label="标题"
        value={selected.props.title}
        onChange={(title) =>
          document.set(
            (blocks) => blocks.map((block) => (block.id === selected.id ? { ...block, props: { title } } : block)),
            { merge: `title:${selected.id}` },
          )
        }
      />
    </div>
  ) : (
    <p className="p-3 text-sm text-secondary">选择一个组件以编辑其属性</p>
  );
  return (
    <div style={{ width, height: width ? undefined : 760 }} className="border border-subtle">
      <PageEditor
        blocks={document.value}
        onChange={(next) => document.set(next)}
        selectedId={selectedId}
        onSelect={setSelectedId}
        library={demoLibrary}
        createBlock={newDemoBlock}
        copyBlock={copyDemoBlock}
        renderBlock={(block) => <DemoBlockView block={block} />}
        blockLabel={demoLabel}
        panel={panel}
        history={document}
        actions={
          <>
            <span className="text-sm text-secondary">已保存草稿</span>
            <Button variant="primary">发布</Button>
          </>
        }
      />
    </div>
  );
}

const meta = {
  title: 'Page editor/PageEditor',
  component: EditorHarness,
  parameters: { layout: 'fullscreen' },
  args: { initial: demoPage() },
} satisfies Meta<typeof EditorHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvasGrid = (root: HTMLElement) => within(root).getByRole('grid', { name: '页面画布' });
/** The canvas's block ids, top to bottom. */
const order = (root: HTMLElement) =>
  [...canvasGrid(root).querySelectorAll('[role="row"][data-key]')].map((row) => row.getAttribute('data-key'));
const row = (root: HTMLElement, id: string) =>
  canvasGrid(root).querySelector<HTMLElement>(`[role="row"][data-key="${id}"]`) as HTMLElement;
const said = (root: HTMLElement) => root.querySelector('[data-slot="page-editor-status"]')?.textContent ?? '';
const active = () => document.activeElement;

/** Tabs forward until `reached` holds for the focused element (at most 20 stops). */
async function tabUntil(reached: (element: Element | null) => boolean) {
  for (let stop = 0; stop < 20 && !reached(active()); stop++) await userEvent.tab();
  expect(reached(active())).toBe(true);
}

/** Alt+arrows and React Aria's keyboard drag and drop reorder; undo and redo walk the order back and forth. */
export const Reorder: Story = {
  play: async ({ canvasElement }) => {
    const original = ['carousel', 'noticeBar', 'text', 'image', 'spacer'];
    expect(order(canvasElement)).toEqual(original);
    await tabUntil((element) => element === row(canvasElement, 'carousel'));

    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(order(canvasElement)).toEqual(['noticeBar', 'carousel', 'text', 'image', 'spacer']));
    expect(said(canvasElement)).toBe('已将 轮播图 移到位置 2/5');
    await waitFor(() => expect(row(canvasElement, 'carousel')).toHaveFocus());

    // Keyboard drag: → to the row's handle, Enter starts, ↓ walks the places, Enter drops.
    await userEvent.keyboard('{ArrowRight}');
    expect(active()).toHaveAccessibleName('拖动 轮播图');
    await userEvent.keyboard('{Enter}');
    const target = '插入到 图片 和 辅助空白 之间';
    for (let step = 0; step < 10 && active()?.getAttribute('aria-label') !== target; step++) {
      const before = active()?.getAttribute('aria-label');
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(active()?.getAttribute('aria-label')).not.toBe(before));
    }
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(order(canvasElement)).toEqual(['noticeBar', 'text', 'image', 'carousel', 'spacer']));
    expect(said(canvasElement)).toBe('已将 轮播图 移到位置 4/5');

    // Undo twice: the original order; redo twice: back to the last one.
    await waitFor(() => expect(canvasGrid(canvasElement)).toContainElement(active() as HTMLElement));
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(order(canvasElement)).toEqual(['noticeBar', 'carousel', 'text', 'image', 'spacer']));
    expect(said(canvasElement)).toBe('已撤销');
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(order(canvasElement)).toEqual(original));
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(order(canvasElement)).toEqual(['noticeBar', 'carousel', 'text', 'image', 'spacer']));
    await userEvent.keyboard('{Control>}y{/Control}');
    await waitFor(() => expect(order(canvasElement)).toEqual(['noticeBar', 'text', 'image', 'carousel', 'spacer']));
    expect(said(canvasElement)).toBe('已重做');
  },
};

/** Enter in the library adds after the selected block; Ctrl+D copies, Delete deletes; undo brings them back. */
export const AddCopyDelete: Story = {
  // Renders as Reorder does: one baseline is enough.
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Select the notice bar: Tab into the canvas, ↓ to it (selection follows the focus).
    await tabUntil((element) => element === row(canvasElement, 'carousel'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(row(canvasElement, 'noticeBar')).toHaveAttribute('aria-selected', 'true'));
    expect(canvas.getByRole('heading', { name: '公告栏' })).toBeVisible();

    // The library: Shift+Tab back to the commerce group, ↓ to 门店卡片, Enter adds it after the notice bar.
    const library = canvas.getByRole('grid', { name: '商品与门店' });
    for (let stop = 0; stop < 10 && !library.contains(active()); stop++) await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toHaveAccessibleName('门店卡片');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(order(canvasElement)).toHaveLength(6));
    const added = order(canvasElement)[2] as string;
    expect(added).toMatch(/^storeCard-/);
    expect(row(canvasElement, added)).toHaveAttribute('aria-selected', 'true');
    expect(said(canvasElement)).toBe('已添加 门店卡片，位置 3/6');

    // The new block has the focus: Ctrl+D copies it right after itself.
    await waitFor(() => expect(row(canvasElement, added)).toHaveFocus());
    await userEvent.keyboard('{Control>}d{/Control}');
    await waitFor(() => expect(order(canvasElement)).toHaveLength(7));
    const copy = order(canvasElement)[3] as string;
    expect(copy).not.toBe(added);
    await waitFor(() => expect(row(canvasElement, copy)).toHaveFocus());
    expect(said(canvasElement)).toBe('已复制 门店卡片，副本在位置 4/7');

    // The selected block's toolbar: → → reaches 上移 (after the handle), Enter moves the copy up.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(active()).toHaveAccessibleName('上移');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(order(canvasElement).indexOf(copy)).toBe(2));
    expect(said(canvasElement)).toBe('已将 门店卡片 移到位置 3/7');

    // Delete on the focused block: it goes, the focus moves to the block after it.
    row(canvasElement, copy).focus();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(order(canvasElement)).not.toContain(copy));
    await waitFor(() => expect(row(canvasElement, added)).toHaveFocus());
    expect(said(canvasElement)).toBe('已删除 门店卡片，剩余 6 个组件');

    // Undo: the copy comes back (where it was), then goes up again... back to the page before the library's add.
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(order(canvasElement)).toContain(copy));
    await userEvent.keyboard('{Control>}z{/Control}{Control>}z{/Control}{Control>}z{/Control}');
    await waitFor(() => expect(order(canvasElement)).toEqual(['carousel', 'noticeBar', 'text', 'image', 'spacer']));
    expect(canvasGrid(canvasElement)).toContainElement(active() as HTMLElement);
  },
};

/** Typing in the property panel is one undo step per field; Ctrl+Z inside the field is the field's own undo. */
export const EditProperties: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabUntil((element) => element === row(canvasElement, 'carousel'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(row(canvasElement, 'text')).toHaveAttribute('aria-selected', 'true'));
    await tabUntil((element) => element === canvas.getByRole('textbox', { name: '标题' }));
    await userEvent.keyboard('新品上市');
    await waitFor(() => expect(row(canvasElement, 'text')).toHaveTextContent('文本：新品上市'));
    // Back to the canvas: one Ctrl+Z takes the whole title away.
    row(canvasElement, 'text').focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(row(canvasElement, 'text')).toHaveTextContent(/^文本$/));
    expect(canvas.getByRole('button', { name: '撤销' })).toBeDisabled();
    expect(canvas.getByRole('button', { name: '重做' })).toBeEnabled();
  },
};

/** An empty page: the canvas says how to start; a kind dragged by keyboard from the library lands in it. */
export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('画布上还没有组件：在组件库中点击一个组件，或把它拖到这里')).toBeVisible();
    await tabUntil((element) => canvas.getByRole('grid', { name: '基础组件' }).contains(element));
    expect(active()).toHaveAccessibleName('文本');
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(active()).toHaveAccessibleName('拖动 图片');
    await userEvent.keyboard('{Enter}');
    // Tab walks the drop targets: the canvas is the one that accepts a kind.
    for (let step = 0; step < 6 && !canvasGrid(canvasElement).contains(active()); step++) {
      await userEvent.tab();
    }
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(order(canvasElement)).toHaveLength(1));
    expect(order(canvasElement)[0]).toMatch(/^image-/);
    expect(said(canvasElement)).toBe('已添加 图片，位置 1/1');
  },
};

/** At 390 px the panes stack: the canvas first, the library and the properties as tabs below it. */
export const Narrow: Story = {
  args: { width: 390 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findByRole('tablist', { name: '编辑区域' });
    const canvasRegion = canvas.getByRole('region', { name: '页面画布' });
    expect(canvasRegion.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(canvas.getByRole('grid', { name: '基础组件' })).toBeVisible();
    // The library adds by Enter here too; the properties tab shows the new block's panel.
    await tabUntil((element) => canvas.getByRole('grid', { name: '基础组件' }).contains(element));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(order(canvasElement)).toHaveLength(6));
    canvas.getByRole('tab', { name: '组件库' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: '标题' })).toBeVisible());
  },
};
