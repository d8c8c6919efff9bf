/**
 * A translated sentence that names a staff member ("{{actor}}: updated", "由 {{name}} 转移"), with the name as their
 * chip: the sentence is translated with a placeholder character in the name's place, and the chip goes there, so
 * each language keeps its own word order.
 */
import { StaffChip } from './staff-chip';

/** Stands in for the name while the sentence is translated; never part of a translation. */
const SLOT = '\u2063';

export interface StaffSentenceProps {
  /** The sentence with the given text where the name goes, e.g. `(actor) => t('resource.history.title', { actor, action })`. */
  sentence: (name: string) => string;
  userId: number;
  /** The name the screen already has (StaffChip shows it when the lookup cannot answer). */
  name?: string | null;
}

export function StaffSentence({ sentence, userId, name }: StaffSentenceProps) {
  const [before = '', ...rest] = sentence(SLOT).split(SLOT);
  const after = rest.join(name ?? '');
  // Every part middle-aligned: the words line up with the name beside the chip's taller avatar.
  return (
    <span>
      {before && <span className="whitespace-pre-wrap align-middle">{before}</span>}
      <StaffChip userId={userId} name={name} className="align-middle" />
      {after && <span className="whitespace-pre-wrap align-middle">{after}</span>}
    </span>
  );
}
