/**
 * Waveform: the stored peaks of an audio material drawn as bars on a canvas, the played part in the primary
 * colour, the rest muted; a click or drag seeks. The kit's own rather than wavesurfer.js: the peaks are computed
 * at upload and stored, so all that is left is drawing bars — about 1 KB here against wavesurfer's tens of KB of
 * player, decoder and plugins the library would not use.
 * For assistive technology and the keyboard it is a slider (the ARIA slider pattern): "1:05 of 3:20", arrows seek
 * ±5 s, Page Up/Down ±10 %, Home/End. Not RAC's Slider: its value text is a number format (no clock) and its
 * pointer seeks would snap to the 5-second keyboard step.
 * Colours are the tokens' (read from the canvas's own CSS), redrawn when the theme, the size or the density changes.
 */
import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { defineMessages, format, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { focusRingNative } from '../lib/focus-ring';
import { formatDuration } from './format-duration';
import { drawWaveform } from './waveform-draw';

const messages = defineMessages({
  'zh-CN': { position: '{current}，共 {total}' },
  'en-US': { position: '{current} of {total}' },
});

export interface WaveformProps {
  'aria-label': string;
  /** Peak amplitudes 0..1, evenly spaced over the duration (any count: resampled to the width). */
  peaks: readonly number[];
  /** Seconds. */
  duration: number;
  /** The play position, seconds. */
  value: number;
  /** A seek asked for by a click, a drag or a key, in seconds (already within 0..duration). */
  onSeek?: (seconds: number) => void;
  isDisabled?: boolean;
  className?: string;
}

const KEY_STEP = 5;

/** Redraws on resize (ResizeObserver), theme or theme-colour change (the root's attributes) and density change. */
function useRedrawSignal(canvas: RefObject<HTMLCanvasElement | null>) {
  const [signal, setSignal] = useState(0);
  useEffect(() => {
    const bump = () => setSignal((n) => n + 1);
    const resize = new ResizeObserver(bump);
    if (canvas.current) resize.observe(canvas.current);
    const theme = new MutationObserver(bump);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'style', 'class'] });
    const density = matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    density.addEventListener('change', bump);
    return () => {
      resize.disconnect();
      theme.disconnect();
      density.removeEventListener('change', bump);
    };
  }, [canvas]);
  return signal;
}

export function Waveform({ peaks, duration, value, onSeek, isDisabled, className, ...props }: WaveformProps) {
  const t = useMessages(messages);
  const canvas = useRef<HTMLCanvasElement>(null);
  const signal = useRedrawSignal(canvas);
  const total = Math.max(0, duration);
  const current = Math.min(total, Math.max(0, value));
  const progress = total > 0 ? current / total : 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the signal is the reason to redraw
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const style = getComputedStyle(element);
    drawWaveform(element, peaks, { played: style.color, rest: style.borderTopColor, progress });
  }, [peaks, progress, signal]);

  const seek = (seconds: number) => {
    if (!isDisabled) onSeek?.(Math.min(total, Math.max(0, seconds)));
  };
  const KEYS: Record<string, () => number> = {
    ArrowRight: () => current + KEY_STEP,
    ArrowUp: () => current + KEY_STEP,
    ArrowLeft: () => current - KEY_STEP,
    ArrowDown: () => current - KEY_STEP,
    PageUp: () => current + total / 10,
    PageDown: () => current - total / 10,
    Home: () => 0,
    End: () => total,
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = KEYS[event.key];
    if (!target) return;
    event.preventDefault();
    seek(target());
  };
  const seekAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) seek(((event.clientX - box.left) / box.width) * total);
  };

  return (
    <div
      role="slider"
      tabIndex={isDisabled ? undefined : 0}
      aria-label={props['aria-label']}
      aria-valuemin={0}
      aria-valuemax={Math.round(total)}
      aria-valuenow={Math.round(current)}
      aria-valuetext={format(t.position, { current: formatDuration(current), total: formatDuration(total) })}
      aria-disabled={isDisabled || undefined}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        if (event.button !== 0 || isDisabled) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        seekAt(event);
      }}
      onPointerMove={(event) => event.currentTarget.hasPointerCapture(event.pointerId) && seekAt(event)}
      data-slot="waveform"
      className={cn(
        'relative h-16 w-full cursor-pointer touch-none rounded-sm aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
        focusRingNative,
        className,
      )}
    >
      <canvas ref={canvas} className="block size-full border-strong text-primary" />
    </div>
  );
}
