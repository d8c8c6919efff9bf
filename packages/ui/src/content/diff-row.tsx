/**
 * One row of DiffView: the block before (left) and after (right) side by side when the view is 768 px wide or more; below, stacked — the
 * before only when it differs, so an unchanged block is read once. Removed text is <del> (struck through), added
 * text <ins> (underlined), each starting with screen-reader words, and a − / + in the margin: never colour alone.
 */
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import type { DiffBlock, DiffRow, WordPart } from './diff-text';
import type { DiffViewLabels } from './diff-view.messages';

const MEDIA = new Set(['img', 'audio', 'figure']);
const HEADING = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'title']);

const delClass = 'rounded-xs bg-danger-subtle text-danger-text line-through decoration-1';
const insClass = 'rounded-xs bg-success-subtle text-success-text underline decoration-1 underline-offset-2';

function Removed({ children, labels }: { children: ReactNode; labels: DiffViewLabels }) {
  return (
    <del className={delClass}>
      <span className="sr-only">{labels.removed}</span>
      {children}
    </del>
  );
}

function Added({ children, labels }: { children: ReactNode; labels: DiffViewLabels }) {
  return (
    <ins className={insClass}>
      <span className="sr-only">{labels.added}</span>
      {children}
    </ins>
  );
}

/** The block's caption (a caller's label, or the kit's word for media) and its text's look. */
function Block({ block, children, labels }: { block: DiffBlock; children: ReactNode; labels: DiffViewLabels }) {
  const caption = block.label ?? (MEDIA.has(block.kind) ? labels[block.kind as 'img' | 'audio' | 'figure'] : null);
  return (
    <p
      className={cn(
        'min-w-0 break-words',
        HEADING.has(block.kind) && 'text-lg font-semibold',
        block.kind === 'pre' && 'font-mono text-sm whitespace-pre-wrap',
        block.kind === 'li' && "before:mr-2 before:content-['•']",
      )}
    >
      {caption && <span className="mr-2 rounded-sm bg-fill-2 px-1.5 py-0.5 text-xs text-secondary">{caption}</span>}
      {children}
    </p>
  );
}

function Parts({ parts, side, labels }: { parts: WordPart[]; side: 'before' | 'after'; labels: DiffViewLabels }) {
  return parts.map((part, index) => {
    const key = `${index}`;
    if (part.removed)
      return side === 'before' ? (
        <Removed key={key} labels={labels}>
          {part.value}
        </Removed>
      ) : null;
    if (part.added)
      return side === 'after' ? (
        <Added key={key} labels={labels}>
          {part.value}
        </Added>
      ) : null;
    return part.value;
  });
}

interface CellProps {
  mark?: '−' | '+';
  className?: string;
  /** The left copy of an unchanged block: seen side by side, read once. */
  repeated?: boolean;
  children?: ReactNode;
}

function Cell({ mark, className, repeated, children }: CellProps) {
  return (
    <div aria-hidden={repeated || undefined} className={cn('flex min-w-0 gap-2 rounded-sm px-2 py-1', className)}>
      <span aria-hidden="true" className="w-3 shrink-0 text-center font-mono text-muted">
        {mark}
      </span>
      {children}
    </div>
  );
}

export function RowCells({ row, labels }: { row: DiffRow; labels: DiffViewLabels }) {
  const wide = 'hidden @3xl:flex';
  switch (row.type) {
    case 'same':
      return (
        <>
          <Cell repeated className={cn(wide, 'text-secondary')}>
            <Block block={row.block} labels={labels}>
              {row.block.text}
            </Block>
          </Cell>
          <Cell className="text-secondary">
            <Block block={row.block} labels={labels}>
              {row.block.text}
            </Block>
          </Cell>
        </>
      );
    case 'removed':
      return (
        <>
          <Cell mark="−" className="bg-danger-subtle/50">
            <Block block={row.block} labels={labels}>
              <Removed labels={labels}>{row.block.text}</Removed>
            </Block>
          </Cell>
          <Cell className={wide} />
        </>
      );
    case 'added':
      return (
        <>
          <Cell className={wide} />
          <Cell mark="+" className="bg-success-subtle/50">
            <Block block={row.block} labels={labels}>
              <Added labels={labels}>{row.block.text}</Added>
            </Block>
          </Cell>
        </>
      );
    case 'changed':
      return (
        <>
          <Cell mark="−">
            <Block block={row.before} labels={labels}>
              <Parts parts={row.parts} side="before" labels={labels} />
            </Block>
          </Cell>
          <Cell mark="+">
            <Block block={row.after} labels={labels}>
              <Parts parts={row.parts} side="after" labels={labels} />
            </Block>
          </Cell>
        </>
      );
  }
}
