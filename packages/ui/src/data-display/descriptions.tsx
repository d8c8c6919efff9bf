/** Descriptions: a label/value grid (e.g. an order's details), in N columns, plain or bordered. */
import type { ReactNode } from 'react';
import { defineMessages, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { cx } from '../lib/compose';

/** The label separator (drawn by CSS, so it stays out of the label's text): full-width in Chinese, ASCII in English. */
export const descriptionsMessages = defineMessages({
  'zh-CN': { colon: '：' },
  'en-US': { colon: ': ' },
});

export interface DescriptionItem {
  label: string;
  value: ReactNode;
  /** Columns the item spans. */
  span?: 1 | 2 | 3 | 4;
}

export interface DescriptionsProps {
  title?: ReactNode;
  items: DescriptionItem[];
  columns?: 1 | 2 | 3 | 4;
  bordered?: boolean;
  className?: string;
}

// Literal class names so Tailwind finds them.
const COLUMNS = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' };
const SPANS = { 1: 'col-span-1', 2: 'col-span-2', 3: 'col-span-3', 4: 'col-span-4' };

/**
 * Plain: the label as wide as its text; a value that does not fit beside it on one line goes under it (instead of
 * breaking a number mid-way).
 */
const plain = {
  item: 'flex flex-wrap',
  label: 'shrink-0 pr-1 text-secondary after:content-[attr(data-colon)]',
  value: 'min-w-0 grow break-words text-default',
};

/**
 * Bordered: a label column sized by the item's own width (container queries, so it works in a dialog as on a
 * page): 144px, 192px from a 384px item (a 6-character Chinese label and most English ones on one line). Below
 * 320px the label takes the whole row and the value goes under it, so the value keeps at least 160px beside it.
 * (Pixels: the root font size is 14px, so Tailwind's rem-based container sizes would be off.)
 */
const boxed = {
  item: 'flex flex-wrap @container border-r border-b border-subtle',
  label:
    'w-36 shrink-0 border-r border-subtle bg-fill-1 px-4 py-2.5 text-secondary @min-[384px]:w-48 @max-[320px]:w-full @max-[320px]:border-r-0 @max-[320px]:border-b',
  value: 'min-w-0 grow basis-40 break-words px-4 py-2.5 text-default',
};

export function Descriptions({ title, items, columns = 3, bordered = false, className }: DescriptionsProps) {
  const t = useMessages(descriptionsMessages);
  const look = bordered ? boxed : plain;
  return (
    <div data-slot="descriptions" className={cn('flex flex-col gap-3', className)}>
      {title && <h2 className="text-lg font-medium text-default">{title}</h2>}
      <dl
        className={cx(
          'grid text-base',
          COLUMNS[columns],
          bordered ? 'overflow-hidden rounded-md border-t border-l border-subtle' : 'gap-x-6 gap-y-3',
        )}
      >
        {items.map((item) => (
          <div
            key={item.label}
            data-slot="description-item"
            className={cx(look.item, SPANS[Math.min(item.span ?? 1, columns) as 1])}
          >
            <dt data-colon={bordered ? undefined : t.colon} className={look.label}>
              {item.label}
            </dt>
            <dd className={look.value}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
