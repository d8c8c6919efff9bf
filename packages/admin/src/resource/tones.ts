/**
 * The colour of an enum value's tag: the tone its field declares for it (contract define.ts `tones`), so two
 * fields may colour the same word differently (a refund's reason "damaged" is plain, a returned item's
 * condition "damaged" is red).
 */
import type { FieldDef } from '@soundboard/contract';
import type { TagColor } from '@soundboard/ui/data-display/tag.tsx';

export function toneOf(field: FieldDef | undefined, value: string): TagColor {
  return field?.tones?.[value] ?? 'default';
}
