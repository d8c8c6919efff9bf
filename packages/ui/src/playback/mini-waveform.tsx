/**
 * A track's peaks as a small static strip of bars (an SVG: no canvas sizing, no redraw on theme change — the bars
 * take the text colour). Decoration beside the title: hidden from assistive technology.
 */
import { cn } from '../lib/cn';
import { resamplePeaks } from '../media/waveform-draw';

const BARS = 32;

export function MiniWaveform({ peaks, className }: { peaks?: readonly number[]; className?: string }) {
  const bars = resamplePeaks(peaks ?? [], BARS);
  return (
    <svg
      aria-hidden="true"
      data-slot="mini-waveform"
      viewBox={`0 0 ${BARS * 3} 20`}
      preserveAspectRatio="none"
      className={cn('h-5 w-24 shrink-0 fill-current text-muted', className)}
    >
      {bars.map((peak, index) => {
        const height = Math.max(1, peak * 20);
        // biome-ignore lint/suspicious/noArrayIndexKey: the bars are positions, not items
        return <rect key={index} x={index * 3} y={(20 - height) / 2} width={2} height={height} />;
      })}
    </svg>
  );
}
