import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyPeaks } from './story-data';
import { Waveform, type WaveformProps } from './waveform';

/** The waveform as a player uses it: the position follows the seeks it reports. */
function Playhead(args: WaveformProps) {
  const [value, setValue] = useState(args.value);
  return (
    <Waveform
      {...args}
      value={value}
      onSeek={(seconds) => {
        args.onSeek?.(seconds);
        setValue(seconds);
      }}
    />
  );
}

const meta = {
  title: 'Media/Waveform',
  component: Waveform,
  render: (args) => <Playhead {...args} />,
  args: {
    'aria-label': '播放位置',
    peaks: storyPeaks,
    duration: 200,
    value: 65,
    onSeek: fn(),
    className: 'w-[480px]',
  },
} satisfies Meta<typeof Waveform>;

export default meta;
type Story = StoryObj<typeof meta>;

const slider = (canvas: HTMLElement) => within(canvas).getByRole('slider', { name: '播放位置' });

/** Keyboard: arrows seek ±5 s, Page Up/Down ±10 %, Home/End; the value text is the clock. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    expect(slider(canvasElement)).toHaveAttribute('aria-valuetext', '1:05，共 3:20');
    await userEvent.tab();
    expect(slider(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(args.onSeek).toHaveBeenLastCalledWith(70);
    await waitFor(() => expect(slider(canvasElement)).toHaveAttribute('aria-valuetext', '1:10，共 3:20'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(args.onSeek).toHaveBeenLastCalledWith(60);
    await userEvent.keyboard('{PageUp}');
    expect(args.onSeek).toHaveBeenLastCalledWith(80);
    await userEvent.keyboard('{End}');
    expect(args.onSeek).toHaveBeenLastCalledWith(200);
    await userEvent.keyboard('{ArrowRight}');
    expect(args.onSeek).toHaveBeenLastCalledWith(200);
    await userEvent.keyboard('{Home}');
    expect(args.onSeek).toHaveBeenLastCalledWith(0);
    expect(slider(canvasElement)).toHaveAttribute('aria-valuenow', '0');
  },
};

/** A click seeks to where it lands: three quarters of the width is 2:30 of 3:20. */
export const ClickToSeek: Story = {
  play: async ({ canvasElement, args }) => {
    const element = slider(canvasElement);
    const box = element.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: element,
      coords: { clientX: box.left + box.width * 0.75, clientY: box.top + box.height / 2 },
    });
    expect(args.onSeek).toHaveBeenCalledTimes(1);
    expect(lastSeek(args.onSeek)).toBe(150);
    expect(element).toHaveAttribute('aria-valuetext', '2:30，共 3:20');
  },
};

/** The last seek's seconds, to the nearest second (a click lands on a pixel, not a second). */
function lastSeek(onSeek: WaveformProps['onSeek']) {
  const calls = (onSeek as unknown as { mock: { calls: number[][] } }).mock.calls;
  return Math.round(calls.at(-1)?.[0] ?? Number.NaN);
}

export const Silence: Story = {
  args: { peaks: [], value: 0, duration: 12 },
  play: async ({ canvasElement }) => {
    expect(slider(canvasElement)).toHaveAttribute('aria-valuetext', '0:00，共 0:12');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    expect(slider(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    expect(slider(canvasElement)).not.toHaveFocus();
    expect(args.onSeek).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  args: { 'aria-label': 'Position' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement, args }) => {
    const element = within(canvasElement).getByRole('slider', { name: 'Position' });
    expect(element).toHaveAttribute('aria-valuetext', '1:05 of 3:20');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(args.onSeek).toHaveBeenLastCalledWith(60);
    await waitFor(() => expect(element).toHaveAttribute('aria-valuetext', '1:00 of 3:20'));
  },
};
