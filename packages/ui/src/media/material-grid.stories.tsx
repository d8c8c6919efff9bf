import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MaterialGrid } from './material-grid';
import { type StoryMaterial, storyMaterials, storyThumb } from './story-data';

const meta = {
  title: 'Media/MaterialGrid',
  component: MaterialGrid<StoryMaterial>,
  args: {
    'aria-label': '素材',
    items: storyMaterials,
    selectionMode: 'multiple',
    renderThumb: storyThumb,
    onSelectionChange: fn(),
    onAction: fn(),
    // Four columns of cards, so the arrows have rows to move between.
    className: 'w-[600px]',
  },
} satisfies Meta<typeof MaterialGrid<StoryMaterial>>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: HTMLElement, name: string) => within(canvas).getByRole('row', { name });

/** Keyboard: arrows move in two dimensions, Space toggles a card, Enter opens one. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await waitFor(() => expect(card(canvasElement, '蓝牙音箱主图.png')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight} ');
    expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([2]));
    expect(card(canvasElement, '落地音箱-侧面.jpg')).toHaveAttribute('aria-selected', 'true');
    // Down from the second card of the first row: the second card of the second row.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(card(canvasElement, '耳机banner.webp')).toHaveFocus());
    await userEvent.keyboard(' ');
    expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([2, 6]));
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(args.onAction).toHaveBeenCalledWith(storyMaterials[4]);
    expect(args.onAction).toHaveBeenCalledTimes(1);
    // Space again removes a card from the selection.
    await userEvent.keyboard('{ArrowRight} ');
    expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([2]));
  },
};

/** One choice: no check boxes, Space picks the focused card instead of the previous one. */
export const SingleSelection: Story = {
  args: { selectionMode: 'single', defaultSelectedKeys: [3] },
  play: async ({ canvasElement, args }) => {
    expect(card(canvasElement, '试听片段-低音.mp3')).toHaveAttribute('aria-selected', 'true');
    expect(within(canvasElement).queryByRole('checkbox')).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight} ');
    expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([4]));
    expect(card(canvasElement, '试听片段-低音.mp3')).toHaveAttribute('aria-selected', 'false');
  },
};

/** Browsing only: Enter opens, nothing is selected. Size and duration read from each card. */
export const Browse: Story = {
  args: { selectionMode: 'none' },
  play: async ({ canvasElement, args }) => {
    const video = card(canvasElement, '开箱视频.mp4');
    expect(within(video).getByText('45.8 MB')).toBeVisible();
    expect(within(video).getByText('3:20')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{End}{Enter}');
    expect(args.onAction).toHaveBeenCalledWith(storyMaterials[5]);
    expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('暂无素材')).toBeVisible();
  },
};

export const English: Story = {
  args: { items: [] },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('No materials')).toBeVisible();
  },
};

/** Phone width (390 px less the page's margins): two cards a row, so Down moves two cards on. */
export const Narrow: Story = {
  args: { className: 'w-[358px]' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(card(canvasElement, '试听片段-低音.mp3')).toHaveFocus());
  },
};
