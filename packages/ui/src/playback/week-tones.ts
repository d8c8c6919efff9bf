/**
 * The week view's colours, all from the token palette (they follow light, dark and the theme colour): one hue per
 * playlist by its colour index (cycling), silence hatched in grey, exceptions dotted with a dashed frame.
 * Class names are written out in full so Tailwind finds them.
 */

const HUES = [
  { block: 'border-primary-6 bg-primary-1', swatch: 'bg-primary-6' },
  { block: 'border-success-6 bg-success-1', swatch: 'bg-success-6' },
  { block: 'border-warning-6 bg-warning-1', swatch: 'bg-warning-6' },
  { block: 'border-info-7 bg-info-2', swatch: 'bg-info-7' },
  { block: 'border-danger-6 bg-danger-1', swatch: 'bg-danger-6' },
  { block: 'border-neutral-7 bg-neutral-2', swatch: 'bg-neutral-7' },
] as const;

const hue = (colorIndex: number) =>
  HUES[((Math.trunc(colorIndex) % HUES.length) + HUES.length) % HUES.length] ?? HUES[0];

/** The small square a legend shows for a playlist's colour index. */
export function weekSwatchClass(colorIndex: number): string {
  return hue(colorIndex).swatch;
}

export const silenceClass =
  'border-neutral-5 bg-surface bg-[repeating-linear-gradient(135deg,var(--sb-gray-3)_0_2px,transparent_2px_7px)] text-secondary';

const exceptionPattern = 'bg-[radial-gradient(var(--sb-gray-4)_1px,transparent_1.5px)] bg-size-[6px_6px]';

/** A slot block's colours and frame: a bar on the left for a weekly slot, a dashed frame and dots for an exception. */
export function slotToneClass(slot: {
  title: string | null;
  tone: 'weekly' | 'exception';
  colorIndex: number;
}): string {
  const fill = slot.title === null ? silenceClass : `${hue(slot.colorIndex).block} text-default`;
  return slot.tone === 'exception' ? `${fill} ${exceptionPattern} border-2 border-dashed` : `${fill} border-l-4`;
}

/** Behind the slots: the hours the store is closed greyed, its opening hours clear with a green edge. */
export const closedHoursClass = 'bg-fill-2';
export const openHoursClass = 'border-l-2 border-success-5 bg-surface';
