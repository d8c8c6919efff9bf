import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { TreeNode } from '../data-display/tree';
import { OverlayStage } from '../overlays/overlay-stage';
import { type MaterialLoader, MaterialPicker, type PickerUploadTransport } from './material-picker';
import { type StoryMaterial, storyMaterials, storyThumb } from './story-data';

const categories: TreeNode[] = [
  { id: 'products', title: '产品图', children: [{ id: 'speakers', title: '音箱' }] },
  { id: 'sounds', title: '试听音频' },
];
const categoryOf: Record<number, string> = { 1: 'speakers', 2: 'speakers', 3: 'sounds', 6: 'products' };
const PAGE_SIZE = 4;

/** The library as data: search by name, kind and category (with sub-categories), four per page. */
const loader = fn<MaterialLoader<StoryMaterial>>(async ({ q, kind, categoryId, page }) => {
  const inCategory = (id: number) =>
    categoryId === null ||
    categoryOf[id] === categoryId ||
    (categoryId === 'products' && categoryOf[id] === 'speakers');
  const found = storyMaterials.filter(
    (item) => item.name.includes(q) && (kind === null || item.kind === kind) && inCategory(item.id),
  );
  return { list: found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: found.length };
});

/** The app's transport posts the file; this one answers at once with the new material, as the server would. */
const upload = fn<PickerUploadTransport<StoryMaterial>>(async (file) => ({
  id: 99,
  kind: 'image',
  name: file.name,
  size: file.size,
}));

const meta = {
  title: 'Media/MaterialPicker',
  component: MaterialPicker<StoryMaterial>,
  args: {
    isOpen: true,
    loader,
    categories,
    upload,
    accept: ['image/*'],
    renderThumb: storyThumb,
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => (
    <OverlayStage height={720}>{(container) => <MaterialPicker {...args} portalContainer={container} />}</OverlayStage>
  ),
  beforeEach: () => {
    loader.mockClear();
    upload.mockClear();
  },
} satisfies Meta<typeof MaterialPicker<StoryMaterial>>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name = '选择素材') => within(await within(document.body).findByRole('dialog', { name }));
const card = (scope: Awaited<ReturnType<typeof dialog>>, name: string) => scope.getByRole('row', { name });

/** Keyboard alone: Tab walks tree → search → kind → upload → grid → cancel → confirm; arrows and Space choose. */
export const Default: Story = {
  play: async ({ args }) => {
    const picker = await dialog();
    await waitFor(() =>
      expect(args.loader).toHaveBeenCalledWith({
        q: '',
        kind: null,
        kinds: ['image', 'audio', 'video', 'document'],
        categoryId: null,
        page: 1,
      }),
    );
    await picker.findByRole('row', { name: '蓝牙音箱主图.png' });
    await userEvent.tab();
    expect(picker.getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.tab();
    expect(picker.getByRole('row', { name: '全部分类' })).toHaveFocus();
    await userEvent.tab();
    expect(picker.getByRole('searchbox', { name: '搜索素材' })).toHaveFocus();
    await userEvent.keyboard('音');
    await waitFor(() => expect(args.loader).toHaveBeenLastCalledWith(expect.objectContaining({ q: '音', page: 1 })));
    await waitFor(() => expect(picker.getAllByRole('row', { name: /\.(png|jpg|mp3|mp4|pdf|webp)$/ })).toHaveLength(3));
    await userEvent.tab();
    expect(picker.getByRole('button', { name: /类型/ })).toHaveFocus();
    await userEvent.tab();
    expect(picker.getByRole('button', { name: '上传' })).toHaveFocus();
    await userEvent.tab();
    expect(card(picker, '蓝牙音箱主图.png')).toHaveFocus();
    await userEvent.keyboard(' {ArrowRight}{ArrowRight} ');
    expect(card(picker, '试听片段-低音.mp3')).toHaveAttribute('aria-selected', 'true');
    expect(picker.getByRole('status')).toHaveTextContent('已选 2 项');
    await userEvent.tab();
    expect(picker.getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.tab();
    expect(picker.getByRole('button', { name: '确定' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(args.onConfirm).toHaveBeenCalledWith([storyMaterials[0], storyMaterials[2]]);
    expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  play: async ({ args }) => {
    const picker = await dialog();
    await picker.findByRole('row', { name: '蓝牙音箱主图.png' });
    await userEvent.keyboard('{Escape}');
    expect(args.onCancel).toHaveBeenCalledTimes(1);
    expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A category from the tree narrows the list; "load more" appends the next page. */
export const CategoriesAndPages: Story = {
  play: async ({ args }) => {
    const picker = await dialog();
    await picker.findByRole('row', { name: '蓝牙音箱主图.png' });
    expect(picker.getByText('已显示 4 / 6 项')).toBeVisible();
    await userEvent.click(picker.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(picker.getByText('已显示 6 / 6 项')).toBeVisible());
    expect(args.loader).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
    expect(picker.queryByRole('button', { name: '加载更多' })).toBeNull();
    picker.getByRole('row', { name: '全部分类' }).focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(args.loader).toHaveBeenLastCalledWith(expect.objectContaining({ categoryId: 'products', page: 1 })),
    );
    await waitFor(() => expect(picker.getByText('已显示 3 / 3 项')).toBeVisible());
  },
};

const PNG = new File([new Uint8Array([137, 80, 78, 71])], '新海报.png', { type: 'image/png' });

/** A file uploaded from inside the dialog comes first in the grid, already chosen. */
export const UploadInside: Story = {
  args: { selectionMode: 'single' },
  play: async ({ args }) => {
    const picker = await dialog();
    await picker.findByRole('row', { name: '蓝牙音箱主图.png' });
    const input = document.body.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
    await userEvent.upload(input as HTMLInputElement, PNG);
    expect(args.upload).toHaveBeenCalledTimes(1);
    // The category being browsed goes with the file (none chosen here: all categories).
    expect(args.upload).toHaveBeenCalledWith(PNG, expect.objectContaining({ categoryId: null }));
    await waitFor(() => expect(card(picker, '新海报.png')).toHaveAttribute('aria-selected', 'true'));
    const grid = within(picker.getByRole('grid', { name: '素材' }));
    expect(grid.getAllByRole('row')[0]).toHaveAccessibleName('新海报.png');
    await userEvent.click(picker.getByRole('button', { name: '确定' }));
    expect(args.onConfirm).toHaveBeenCalledWith([{ id: 99, kind: 'image', name: '新海报.png', size: 4 }]);
  },
};

/** At most two: a third Space is refused and the footer says why. */
export const AtMostTwo: Story = {
  args: { max: 2, kinds: ['image'] },
  play: async ({ args }) => {
    const picker = await dialog();
    await waitFor(() => expect(args.loader).toHaveBeenCalledWith(expect.objectContaining({ kind: 'image' })));
    expect(picker.queryByRole('button', { name: /类型/ })).toBeNull();
    card(picker, '蓝牙音箱主图.png').focus();
    await userEvent.keyboard(' {ArrowRight} {ArrowRight} ');
    expect(card(picker, '耳机banner.webp')).toHaveAttribute('aria-selected', 'false');
    expect(picker.getByRole('status')).toHaveTextContent('最多选择 2 项');
  },
};

/** On a phone-wide dialog the categories are a select above the search. */
export const Narrow: Story = {
  render: (args) => (
    <div className="w-[390px]">
      <OverlayStage height={720}>
        {(container) => <MaterialPicker {...args} portalContainer={container} />}
      </OverlayStage>
    </div>
  ),
  play: async () => {
    const picker = await dialog();
    await picker.findByRole('row', { name: '蓝牙音箱主图.png' });
    expect(picker.queryByRole('treegrid')).toBeNull();
    expect(picker.getByRole('button', { name: /分类/ })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ args }) => {
    const picker = await dialog('Choose materials');
    await picker.findByRole('row', { name: '蓝牙音箱主图.png' });
    expect(picker.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(picker.getByRole('status')).toHaveTextContent('0 selected');
    await userEvent.keyboard('{Escape}');
    expect(args.onCancel).toHaveBeenCalled();
  },
};
