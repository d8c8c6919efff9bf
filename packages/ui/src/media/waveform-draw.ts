/** Drawing the waveform's bars on a canvas: resampling the stored peaks to the bars that fit, and painting them. */

/** Bar width and the gap after it, in CSS pixels. */
const BAR = 2;
const GAP = 1;

/** `peaks` (0..1) reduced or stretched to `count` bars, each the loudest peak of its stretch. */
export function resamplePeaks(peaks: readonly number[], count: number): number[] {
  if (count <= 0) return [];
  if (peaks.length === 0) return new Array(count).fill(0);
  return Array.from({ length: count }, (_, bar) => {
    const from = Math.floor((bar * peaks.length) / count);
    const to = Math.max(from + 1, Math.floor(((bar + 1) * peaks.length) / count));
    let loudest = 0;
    for (let i = from; i < to && i < peaks.length; i++) loudest = Math.max(loudest, peaks[i] ?? 0);
    return Math.min(1, Math.max(0, loudest));
  });
}

export interface WaveformPaint {
  /** Colour of the bars before the play position, and of the rest. */
  played: string;
  rest: string;
  /** 0..1 of the width. */
  progress: number;
}

/** Sizes the canvas for its box and the screen's pixel density, then draws the bars (silence as a 1px line). */
export function drawWaveform(canvas: HTMLCanvasElement, peaks: readonly number[], paint: WaveformPaint): void {
  const { width, height } = canvas.getBoundingClientRect();
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const context = canvas.getContext('2d');
  if (!context || width === 0) return;
  context.scale(ratio, ratio);
  context.clearRect(0, 0, width, height);
  const bars = resamplePeaks(peaks, Math.floor(width / (BAR + GAP)));
  const playedTo = paint.progress * width;
  bars.forEach((peak, index) => {
    const x = index * (BAR + GAP);
    const barHeight = Math.max(1, peak * height);
    context.fillStyle = x + BAR / 2 <= playedTo ? paint.played : paint.rest;
    context.fillRect(x, (height - barHeight) / 2, BAR, barHeight);
  });
}
