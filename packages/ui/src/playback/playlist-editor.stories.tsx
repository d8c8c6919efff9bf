import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PlaylistEditor, type PlaylistEditorProps, type PlaylistTrack } from './playlist-editor';
import { storyTracks } from './story-tracks';

/** The page's side in miniature: the tracks in state, each change also reported to the onChange spy. */
function PlaylistHarness({ tracks: initial, onChange, width, ...props }: PlaylistEditorProps & { width?: number }) {
  const [tracks, setTracks] = useState<PlaylistTrack[]>([...initial]);
  return (
    <div style={{ maxWidth: width ?? 720 }}>
      <PlaylistEditor
        {...props}
        tracks={tracks}
        onChange={(next) => {
          setTracks(next);
          onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Playback/PlaylistEditor',
  component: PlaylistHarness,
  args: { tracks: storyTracks, onChange: fn(), onAdd: fn(), showWeights: false },
} satisfies Meta<typeof PlaylistHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[role="row"][data-key]')];
const order = (root: HTMLElement) => rows(root).map((row) => row.getAttribute('data-key'));
const row = (root: HTMLElement, key: string) =>
  rows(root).find((element) => element.dataset.key === key) as HTMLElement;
const said = (root: HTMLElement) => root.querySelector('[data-slot="playlist-status"]')?.textContent ?? '';
const totalText = (root: HTMLElement) => root.querySelector('[data-slot="playlist-total"]')?.textContent ?? '';
const active = () => document.activeElement;

/** Tabs forward until `reached` holds for the focused element (at most 30 stops). */
async function tabUntil(reached: (element: Element | null) => boolean) {
  for (let stop = 0; stop < 30 && !reached(active()); stop++) await userEvent.tab();
  expect(reached(active())).toBe(true);
}

/** Alt+↓ / Alt+↑ on the focused row move it and announce the new place; the row menu moves it too. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    expect(order(canvasElement)).toEqual(['t1', 't2', 't3', 't4', 't5', 't6']);
    expect(totalText(canvasElement)).toBe('6 首曲目 · 总时长 0:21:09');
    await tabUntil((element) => element === row(canvasElement, 't1'));

    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(order(canvasElement)).toEqual(['t2', 't1', 't3', 't4', 't5', 't6']));
    expect(said(canvasElement)).toBe('已将 Morning Light — Acoustic 移到第 2 首，共 6 首');
    expect(args.onChange).toHaveBeenCalledTimes(1);
    expect(row(canvasElement, 't1')).toHaveFocus();
    expect(row(canvasElement, 't1')).toHaveAccessibleName('第 2 首: Morning Light — Acoustic');

    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(order(canvasElement)).toEqual(['t2', 't3', 't4', 't1', 't5', 't6']));
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(order(canvasElement)).toEqual(['t2', 't3', 't1', 't4', 't5', 't6']));
    expect(said(canvasElement)).toBe('已将 Morning Light — Acoustic 移到第 3 首，共 6 首');

    // The row menu, by keyboard: Tab to its button, Enter opens, the last item moves to the bottom.
    await tabUntil((element) => element?.getAttribute('aria-label') === 'Morning Light — Acoustic 的操作');
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(order(canvasElement)).toEqual(['t2', 't3', 't4', 't5', 't6', 't1']));
    expect(said(canvasElement)).toBe('已将 Morning Light — Acoustic 移到第 6 首，共 6 首');
    // A reorder changes no duration.
    expect(totalText(canvasElement)).toBe('6 首曲目 · 总时长 0:21:09');
  },
};

/** The remove button takes the track out, announces it, and the focus lands on the next row. */
export const Remove: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    await tabUntil((element) => element?.getAttribute('aria-label') === '移除 晨光咖啡 Café Bossa');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(order(canvasElement)).toEqual(['t1', 't3', 't4', 't5', 't6']));
    expect(args.onChange).toHaveBeenLastCalledWith(storyTracks.filter((track) => track.key !== 't2'));
    expect(said(canvasElement)).toBe('已移除 晨光咖啡 Café Bossa，剩余 5 首');
    await waitFor(() => expect(row(canvasElement, 't3')).toHaveFocus());
    // 21:09 less the 3:05 track.
    expect(totalText(canvasElement)).toBe('5 首曲目 · 总时长 0:18:04');
  },
};

/** React Aria's keyboard drag from the handle: Enter picks the track up, ↓ walks the places, Enter drops. */
export const ReorderByHandle: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await tabUntil((element) => element === row(canvasElement, 't1'));
    await userEvent.tab();
    expect(active()).toHaveAccessibleName('拖动 第 1 首: Morning Light — Acoustic');
    await userEvent.keyboard('{Enter}');
    const target = '插入到 第 3 首: Weekend Market Groove 和 第 4 首: 江南小调（钢琴版） 之间';
    for (let step = 0; step < 12 && active()?.getAttribute('aria-label') !== target; step++) {
      const before = active()?.getAttribute('aria-label');
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(active()?.getAttribute('aria-label')).not.toBe(before));
    }
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(order(canvasElement)).toEqual(['t2', 't3', 't1', 't4', 't5', 't6']));
    expect(said(canvasElement)).toBe('已将 Morning Light — Acoustic 移到第 3 首，共 6 首');
  },
};

/** Removing the last track leaves the empty state, with the focus on its add button. */
export const RemoveLast: Story = {
  tags: ['!visual'],
  args: { tracks: storyTracks.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await tabUntil((element) => element?.getAttribute('aria-label') === '移除 Morning Light — Acoustic');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: '添加曲目' })).toHaveFocus());
    expect(said(canvasElement)).toBe('已移除 Morning Light — Acoustic，剩余 0 首');
  },
};

/** Weighted order: each row has a weight field 1–10; arrows step it and the change is reported. */
export const Weighted: Story = {
  args: { showWeights: true, crossfadeSeconds: 4 },
  play: async ({ canvasElement, args }) => {
    // Five joins of four seconds each come off the total.
    expect(totalText(canvasElement)).toBe('6 首曲目 · 总时长 0:20:49（已扣除 4 秒交叉淡入淡出）');
    const canvas = within(canvasElement);
    const weight = canvas.getByRole('textbox', { name: 'Weekend Market Groove 的权重' });
    expect(weight).toHaveValue('8');
    await tabUntil((element) => element === weight);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(weight).toHaveValue('10'));
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as PlaylistTrack[];
    expect(last.find((track) => track.key === 't3')?.weight).toBe(10);
    // The order stays: the arrows belong to the field, not to the list.
    expect(order(canvasElement)).toEqual(['t1', 't2', 't3', 't4', 't5', 't6']);
    const lowest = canvas.getByRole('textbox', { name: 'Closing Time, Softly 的权重' });
    await tabUntil((element) => element === lowest);
    await userEvent.keyboard('{ArrowDown}');
    expect(lowest).toHaveValue('1');
  },
};

/** No tracks: the empty state with the add button. */
export const Empty: Story = {
  args: { tracks: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('播放列表还没有曲目')).toBeVisible();
    expect(totalText(canvasElement)).toBe('0 首曲目 · 总时长 0:00:00');
    await userEvent.tab();
    expect(canvas.getByRole('button', { name: '添加曲目' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** Read-only: no handles, weights as text, no menu, no remove, no add; Alt+arrows change nothing. */
export const ReadOnly: Story = {
  args: { readOnly: true, showWeights: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryAllByRole('button')).toEqual([]);
    expect(canvas.queryByRole('textbox')).toBeNull();
    expect(row(canvasElement, 't3')).toHaveTextContent('权重 8');
    await tabUntil((element) => element === row(canvasElement, 't1'));
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(order(canvasElement)).toEqual(['t1', 't2', 't3', 't4', 't5', 't6']);
    expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The English words, at the phone width (the rows wrap their controls under the title). */
export const EnglishNarrow: Story = {
  args: { locale: 'en-US', showWeights: true, crossfadeSeconds: 4, width: 358 },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(totalText(canvasElement)).toBe('6 tracks · Total 0:20:49 (4 s crossfades subtracted)');
    expect(canvas.getByRole('button', { name: 'Remove Closing Time, Softly' })).toBeVisible();
    expect(canvas.getByRole('grid', { name: 'Playlist' })).toBeVisible();
    await tabUntil((element) => element === row(canvasElement, 't1'));
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(said(canvasElement)).toBe('Moved Morning Light — Acoustic to position 2 of 6'));
  },
};
