import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor } from './rich-text-editor';
import { everyFeature, resolveStoryMaterial } from './story-data';

const meta = {
  title: 'Editor/RichTextEditor',
  component: RichTextEditor,
  args: {
    value: '',
    'aria-label': '正文',
    placeholder: '从这里开始写…',
    onChange: fn(),
    onWordCount: fn(),
    resolveMaterialUrl: resolveStoryMaterial,
    pickImage: fn(async () => ({ id: 13, alt: '调音台' })),
    pickAudio: fn(async () => ({ id: 7 })),
    pickProduct: fn(async () => ({ id: 3, name: '蓝牙音箱', sku: 'SP-001' })),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The HTML of the last onChange. */
const lastHtml = (onChange: unknown) => (onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as string | undefined;

/** Arrow keys along the toolbar until the named item has the focus (as a keyboard user would). */
async function arrowTo(canvas: Canvas, name: string | RegExp) {
  const target = canvas.getByRole('button', { name });
  for (let step = 0; step < 30 && document.activeElement !== target; step++) await userEvent.keyboard('{ArrowRight}');
  expect(target).toHaveFocus();
}

/** Empty; keyboard alone: Tab enters the toolbar once, arrows / Home / End move, Enter toggles bold. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('toolbar', { name: '格式' });
    const bold = canvas.getByRole('button', { name: '粗体' });
    expect(bold).toHaveAttribute('title', expect.stringMatching(/^粗体 \((Ctrl|⌘)\+B\)$/));
    // From the page's start, Tab lands on the toolbar's first item (retried: on a loaded machine the first Tab
    // of a clean-clone run came before the editor had settled).
    await waitFor(async () => {
      (document.activeElement as HTMLElement | null)?.blur();
      await userEvent.tab();
      expect(canvas.getByRole('button', { name: /^文本样式/ })).toHaveFocus();
    });
    // One Tab stop: every other item is out of the Tab order.
    expect(
      within(toolbar)
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toHaveLength(1);
    await userEvent.keyboard('{End}');
    expect(canvas.getByRole('button', { name: '插入商品卡片' })).toHaveFocus(); // undo / redo are disabled
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(canvas.getByRole('button', { name: '插入商品卡片' })).toHaveFocus(); // wraps
    await arrowTo(canvas, '粗体');
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    const text = canvas.getByRole('textbox', { name: '正文' });
    expect(text).toHaveFocus();
    await userEvent.keyboard('Hello 世界');
    expect(lastHtml(args.onChange)).toBe('<p><strong>Hello 世界</strong></p>');
    await waitFor(() => expect(args.onWordCount).toHaveBeenLastCalledWith(3));
    expect(canvas.getByText('3 字')).toBeVisible();
    // Shift+Tab comes back to the item last used.
    await userEvent.tab({ shift: true });
    expect(bold).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(canvas.getByRole('button', { name: /^文本样式/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The menu is named by its trigger ("文本样式: 正文") and checks the current style.
    const menu = within(await within(document.body).findByRole('menu', { name: /^文本样式/ }));
    expect(menu.getByRole('menuitemradio', { name: /^正文/ })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(lastHtml(args.onChange)).toBe('<h2><strong>Hello 世界</strong></h2>');
  },
};

/** Insert a 3×3 table with a header row and add a row from the table menu, then fill the header, by keyboard. */
export const Tables: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await arrowTo(canvas, '表格');
    await userEvent.keyboard('{Enter}');
    const menu = within(await within(document.body).findByRole('menu', { name: '表格' }));
    expect(menu.getByRole('menuitem', { name: '删除表格' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    const cells = (tag: string) => `<tr>(<${tag}><p></p></${tag}>){3}</tr>`;
    const empty = new RegExp(`^<table><tbody>${cells('th')}(${cells('td')}){2}</tbody></table>`);
    expect(lastHtml(args.onChange)).toMatch(empty);
    await waitFor(() => expect(canvas.getByRole('button', { name: '表格' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('menu', { name: '表格' });
    await userEvent.keyboard('{Enter}'); // the first enabled item: add a row below
    expect(lastHtml(args.onChange)?.match(/<tr>/g)).toHaveLength(4);
    // Tab leaves the toolbar for the text, where the cursor is still in the first header cell.
    await waitFor(() => expect(canvas.getByRole('button', { name: '表格' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('型号{Tab}功率{Tab}价格');
    expect(lastHtml(args.onChange)).toMatch(
      /^<table><tbody><tr><th><p>型号<\/p><\/th><th><p>功率<\/p><\/th><th><p>价格<\/p><\/th><\/tr>/,
    );
  },
};

/** The link dialog: a disallowed scheme is refused with a message, a bare domain gets https://. */
export const Links: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await arrowTo(canvas, '链接');
    await userEvent.keyboard('{Enter}');
    const dialog = within(await within(document.body).findByRole('dialog', { name: '编辑链接' }));
    const field = dialog.getByRole('textbox', { name: '链接地址' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('javascript:alert(1){Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByText(/只能使用 http\(s\)/)).toBeVisible();
    expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.keyboard('example.com/shop{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    expect(lastHtml(args.onChange)).toBe(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/shop">https://example.com/shop</a></p>',
    );
  },
};

/** A product card from the (fake) picker; selected and removed by keyboard like one character. */
export const ProductCards: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await arrowTo(canvas, '插入商品卡片');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.pickProduct).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toContain(
        '<figure data-product-id="3"><figcaption>蓝牙音箱 · SP-001</figcaption></figure>',
      ),
    );
    expect(canvas.getByText('SP-001')).toBeVisible();
    expect(canvas.getByRole('textbox', { name: '正文' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}{Backspace}');
    await waitFor(() => expect(lastHtml(args.onChange) ?? '').not.toContain('<figure'));
  },
};

/** Everything the allow-list keeps: the value is drawn as stored (an unknown material shows its fallback). */
export const EveryFeature: Story = {
  args: { value: everyFeature },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('img', { name: 'SP-200 正面' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg/),
    );
    expect(await canvas.findByText(/素材无法显示 \(已删除的图片\)/)).toBeVisible();
    expect(canvas.getByRole('columnheader', { name: '型号' })).toBeVisible();
    expect(canvas.getByText('SP-200-BK')).toBeVisible();
    // Showing a value is not a change.
    expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A value that arrives after mounting (a loaded record) replaces the text without being an edit. */
export const LoadedLater: Story = {
  tags: ['!visual'],
  render: function Loaded(args) {
    const [value, setValue] = useState('');
    useEffect(() => {
      const timer = setTimeout(() => setValue(everyFeature), 50);
      return () => clearTimeout(timer);
    }, []);
    return <RichTextEditor {...args} value={value} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('新品上市：SP-200 蓝牙音箱');
    expect(args.onChange).not.toHaveBeenCalled();
    // Not undoable, and the cursor is where marks apply.
    expect(canvas.getByRole('button', { name: '撤销' })).toBeDisabled();
    expect(canvas.getByRole('button', { name: '粗体' })).toBeEnabled();
    await waitFor(() => expect(canvas.getByText('85 字')).toBeVisible());
  },
};

/** Read-only: no toolbar, the text cannot be edited. */
export const ReadOnly: Story = {
  args: { value: everyFeature, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('toolbar')).toBeNull();
    const text = canvas.getByRole('textbox', { name: '正文' });
    expect(text).toHaveAttribute('contenteditable', 'false');
    expect(text).toHaveAttribute('aria-readonly', 'true');
  },
};

/** A phone (390 px): the toolbar wraps onto more lines, nothing is cut off. */
export const Phone: Story = {
  args: { value: everyFeature },
  render: (args) => (
    <div className="w-[358px]">
      <RichTextEditor {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const toolbar = within(canvasElement).getByRole('toolbar');
    expect(toolbar.scrollWidth).toBeLessThanOrEqual(toolbar.clientWidth);
  },
};

/** The kit's en-US texts (a caller may still override any with `labels`); autoFocus puts the caret in the text. */
export const English: Story = {
  globals: { locale: 'en-US' },
  args: { 'aria-label': 'Body', placeholder: 'Start writing…', labels: { product: 'Add a product' }, autoFocus: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Body' })).toHaveFocus());
    expect(canvas.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Add a product' })).toBeVisible();
    expect(canvas.getByText('0 words')).toBeVisible();
  },
};
