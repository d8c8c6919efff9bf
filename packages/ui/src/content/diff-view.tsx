/**
 * DiffView: what changed between two versions of a text (revisions of an article). `before` and `after` are
 * rich-text HTML (split into blocks by htmlBlocks) or ready block lists (a caller adds its title and summary as
 * blocks). Blocks are matched first, then changed blocks word by word (diff-text.ts). Side by side when the view itself is 768 px
 * wide or more (a container query: a narrow dialog on a wide screen stacks too), stacked below. "Previous / Next change" and the keys N / P or Alt+↑ / Alt+↓ (anywhere inside) move focus from
 * change to change, and a polite live region says "Change 2 of 5". Words from the kit's dictionary; `labels`
 * replaces any of them.
 */
import { ChevronDown, ChevronUp } from 'lucide-react';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { format, useMessages } from '../i18n/messages';
import { Button } from '../inputs/button';
import { cn } from '../lib/cn';
import { RowCells } from './diff-row';
import { type DiffBlock, diffBlocks, summarise } from './diff-text';
import { type DiffViewLabels, diffViewMessages } from './diff-view.messages';
import { htmlBlocks } from './html-blocks';

export type { DiffBlock } from './diff-text';

export interface DiffViewProps {
  before: string | readonly DiffBlock[];
  after: string | readonly DiffBlock[];
  /** Column headings side by side (e.g. "Revision 3", "Current draft"); default "Before" / "After". */
  beforeLabel?: string;
  afterLabel?: string;
  labels?: Partial<DiffViewLabels>;
  className?: string;
}

const blocksOf = (value: string | readonly DiffBlock[]) => (typeof value === 'string' ? htmlBlocks(value) : value);

/** The key's step through the changes, or 0 when the key is not ours (typing in a field never moves). */
function stepOf(event: KeyboardEvent): number {
  const target = event.target as HTMLElement;
  if (target.closest('input, textarea, [contenteditable="true"]')) return 0;
  if (event.altKey && event.key === 'ArrowDown') return 1;
  if (event.altKey && event.key === 'ArrowUp') return -1;
  if (event.altKey || event.ctrlKey || event.metaKey) return 0;
  if (event.key === 'n' || event.key === 'N') return 1;
  if (event.key === 'p' || event.key === 'P') return -1;
  return 0;
}

export function DiffView({ before, after, beforeLabel, afterLabel, labels, className }: DiffViewProps) {
  const t = { ...useMessages(diffViewMessages), ...labels };
  const rows = useMemo(() => diffBlocks(blocksOf(before), blocksOf(after)), [before, after]);
  const summary = summarise(rows);
  const root = useRef<HTMLDivElement>(null);
  // -1: no change visited yet, so "next" goes to the first.
  const [current, setCurrent] = useState(-1);
  const [announcement, setAnnouncement] = useState('');

  const go = (step: number) => {
    if (summary.changes === 0) return;
    const index =
      current < 0 ? (step > 0 ? 0 : summary.changes - 1) : (current + step + summary.changes) % summary.changes;
    setCurrent(index);
    root.current?.querySelector<HTMLElement>(`[data-change="${index}"]`)?.focus();
    setAnnouncement(format(t.position, { index: index + 1, total: summary.changes }));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = stepOf(event);
    if (!step) return;
    event.preventDefault();
    go(step);
  };

  let change = -1;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys act on the buttons' behalf while focus is inside
    <div
      ref={root}
      data-slot="diff-view"
      className={cn('@container flex flex-col gap-3', className)}
      onKeyDown={onKeyDown}
    >
      <div className="flex flex-wrap items-center gap-2">
        <p data-slot="diff-summary" className="w-full text-sm text-secondary @xl:w-auto @xl:flex-1">
          {summary.changes ? format(t.summary, { ...summary }) : t.none}
        </p>
        <Button size="sm" icon={<ChevronUp />} isDisabled={!summary.changes} onPress={() => go(-1)}>
          {t.previous}
        </Button>
        <Button size="sm" icon={<ChevronDown />} isDisabled={!summary.changes} onPress={() => go(1)}>
          {t.next}
        </Button>
      </div>
      <p className="sr-only">{t.keys}</p>
      <div role="status" className="sr-only">
        {announcement}
      </div>
      <div className="hidden gap-x-4 text-xs font-medium text-muted @3xl:grid @3xl:grid-cols-2">
        <span className="pl-7">{beforeLabel ?? t.before}</span>
        <span className="pl-7">{afterLabel ?? t.after}</span>
      </div>
      <div className="flex flex-col gap-1 text-base text-default">
        {rows.map((row, index) => {
          const changed = row.type !== 'same';
          if (changed) change += 1;
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place in this comparison
              key={`${index}`}
              data-change={changed ? change : undefined}
              data-row={row.type}
              tabIndex={changed ? -1 : undefined}
              className={cn(
                'grid gap-x-4 gap-y-1 rounded-sm @3xl:grid-cols-2',
                changed &&
                  'outline-none focus:outline-2 focus:outline-offset-2 focus:outline-focus focus:outline-solid',
              )}
            >
              <RowCells row={row} labels={t} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
