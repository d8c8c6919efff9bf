/** Descriptions: a label/value grid (e.g. an order's details), in N columns, plain or bordered. */
import type { ReactNode } from 'react';
import { defineMessages, useMessages } from '../i18n/messages';
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

export function Descriptions({ title, items, columns = 3, bordered = false, className }: DescriptionsProps) {
  const t = useMessages(descriptionsMessages);
  return (
    <div data-slot="descriptions" className={cx('flex flex-col gap-3', className)}>
      {title && <h3 className="text-lg font-medium text-default">{title}</h3>}
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
            className={cx(
              'flex',
              SPANS[Math.min(item.span ?? 1, columns) as 1],
              bordered && 'border-r border-b border-subtle',
            )}
          >
            <dt
              data-colon={bordered ? undefined : t.colon}
              className={cx(
                'shrink-0 text-secondary',
                bordered
                  ? 'w-28 border-r border-subtle bg-fill-1 px-4 py-2.5'
                  : 'pr-1 after:content-[attr(data-colon)]',
              )}
            >
              {item.label}
            </dt>
            <dd className={cx('min-w-0 break-words text-default', bordered && 'px-4 py-2.5')}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
