import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../inputs/button';
import { AudioPreview, type AudioPreviewProps } from './audio-preview';
import { STORY_WAV_SECONDS, storyWavPeaks, storyWavUrl } from './story-wav';

const src = storyWavUrl();

const meta = {
  title: 'Media/AudioPreview',
  component: AudioPreview,
  args: { src, peaks: storyWavPeaks, duration: STORY_WAV_SECONDS, className: 'w-[560px]' },
} satisfies Meta<typeof AudioPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The preview's real <audio> (the test browser lets media play without a real gesture: scripts/lib/chromium.mjs). */
const audioOf = (canvas: HTMLElement) => canvas.querySelector('audio') as HTMLAudioElement;

/** Keyboard: Space plays (the button becomes "Pause"), the arrows on the waveform seek the real element. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const audio = audioOf(canvasElement);
    expect(canvas.getByText('0:00 / 0:08')).toBeVisible();
    await userEvent.tab();
    expect(canvas.getByRole('button', { name: '播放' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('button', { name: '暂停' })).toBeVisible());
    expect(audio.paused).toBe(false);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('button', { name: '播放' })).toBeVisible());
    expect(audio.paused).toBe(true);
    // Tab to the waveform; End then two steps back: 8 s - 5 s = 3 s, then 0 s.
    await userEvent.tab();
    const position = canvas.getByRole('slider', { name: '播放位置' });
    expect(position).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowLeft}');
    await waitFor(() => expect(audio.currentTime).toBe(3));
    expect(position).toHaveAttribute('aria-valuetext', '0:03，共 0:08');
    expect(canvas.getByText('0:03 / 0:08')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(audio.currentTime).toBe(0));
  },
};

/** A detail panel that can be closed around the preview. */
function ClosablePreview(props: AudioPreviewProps) {
  const [open, setOpen] = useState(true);
  return (
    <div className="flex flex-col items-start gap-2">
      <Button onPress={() => setOpen(false)}>关闭详情</Button>
      {open && <AudioPreview {...props} />}
    </div>
  );
}

/** Leaving the page stops the sound: the element must not play on after the preview is gone. */
export const StopsWhenClosed: Story = {
  render: (args) => <ClosablePreview {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const audio = audioOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '播放' }));
    await waitFor(() => expect(audio.paused).toBe(false));
    await userEvent.click(canvas.getByRole('button', { name: '关闭详情' }));
    expect(canvas.queryByRole('button', { name: '暂停' })).toBeNull();
    expect(audio.paused).toBe(true);
  },
};

/** No stored peaks (an upload from before waveforms): a flat line that still seeks. */
export const WithoutPeaks: Story = {
  args: { peaks: undefined },
  play: async ({ canvasElement }) => {
    const position = within(canvasElement).getByRole('slider');
    expect(position).toHaveAttribute('aria-valuemax', '8');
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible());
    const position = canvas.getByRole('slider', { name: 'Playback position' });
    expect(position.getAttribute('aria-valuetext')).toMatch(/^0:0\d of 0:08$/);
  },
};

/** Phone width (390 px less the page's margins): the waveform narrows, the button and the time keep their size. */
export const Narrow: Story = {
  args: { className: 'w-[358px]' },
  play: async ({ canvasElement }) => {
    const position = within(canvasElement).getByRole('slider');
    expect(position.getBoundingClientRect().width).toBeGreaterThan(150);
    expect(within(canvasElement).getByText('0:00 / 0:08')).toBeVisible();
  },
};
