/**
 * Pagination: previous / page buttons with ellipses / next, an optional total, page-size changer and jump
 * field. Controlled or uncontrolled; every change reports onChange(page, pageSize). Changing the page size
 * keeps the first visible item in view (Arco's behaviour: page becomes the one holding that item).
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { format, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';
import { pageItems } from './page-items';
import { paginationMessages } from './pagination.messages';
import { PageJumper, PageSizeSelect } from './pagination-parts';

export interface PaginationProps {
  total: number;
  /**
   * `total` is a lower bound (the server stopped counting): shown as "10,000+", with one page after the last
   * counted one and jumps to any page (past the end the server answers with the exact total).
   */
  totalCapped?: boolean;
  /** The deepest page the jumper may go to when the total is capped (the API's limit). */
  maxPage?: number;
  page?: number;
  defaultPage?: number;
  pageSize?: number;
  defaultPageSize?: number;
  pageSizeOptions?: number[];
  onChange?: (page: number, pageSize: number) => void;
  showTotal?: boolean;
  showSizeChanger?: boolean;
  showJumper?: boolean;
  className?: string;
}

const pageButton = cx(
  'inline-flex h-8 min-w-8 items-center justify-center rounded-md px-2 text-sm text-default',
  'data-hovered:bg-fill-2 data-pressed:bg-fill-3 data-disabled:text-disabled data-disabled:bg-transparent',
  focusRing,
);

export function Pagination({
  total,
  totalCapped = false,
  maxPage = Number.MAX_SAFE_INTEGER,
  pageSizeOptions = [10, 20, 50, 100],
  onChange,
  showTotal = true,
  showSizeChanger = false,
  showJumper = false,
  className,
  ...props
}: PaginationProps) {
  const t = useMessages(paginationMessages);
  const [ownPage, setOwnPage] = useState(props.defaultPage ?? 1);
  const [ownSize, setOwnSize] = useState(props.defaultPageSize ?? pageSizeOptions[0] ?? 10);
  const pageSize = props.pageSize ?? ownSize;
  const pageCount = Math.max(1, Math.ceil(total / pageSize)) + (totalCapped ? 1 : 0);
  const page = Math.min(props.page ?? ownPage, pageCount);

  const change = (nextPage: number, nextSize = pageSize) => {
    setOwnPage(nextPage);
    setOwnSize(nextSize);
    onChange?.(nextPage, nextSize);
  };
  const changeSize = (size: number) => {
    const firstItem = (page - 1) * pageSize;
    change(Math.floor(firstItem / size) + 1, size);
  };

  return (
    <nav aria-label={t.label} data-slot="pagination" className={cn('flex flex-wrap items-center gap-2', className)}>
      {showTotal && (
        <span className="text-sm text-secondary">
          {format(t.total, { total: totalCapped ? `${total.toLocaleString('en-US')}+` : total })}
        </span>
      )}
      <ul className="flex items-center gap-1">
        <li>
          <Button
            aria-label={t.previous}
            isDisabled={page <= 1}
            onPress={() => change(page - 1)}
            className={pageButton}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
        </li>
        {pageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                aria-label={format(t.page, { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onPress={() => item !== page && change(item)}
                className={cx(pageButton, item === page && 'bg-primary-subtle font-medium text-primary-text')}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-sm text-muted">
              …
            </li>
          ),
        )}
        <li>
          <Button
            aria-label={t.next}
            isDisabled={page >= pageCount}
            onPress={() => change(page + 1)}
            className={pageButton}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </li>
      </ul>
      {showSizeChanger && <PageSizeSelect value={pageSize} options={pageSizeOptions} onChange={changeSize} />}
      {showJumper && (
        <PageJumper
          pageCount={totalCapped ? maxPage : pageCount}
          onJump={(target) => target !== page && change(target)}
        />
      )}
    </nav>
  );
}
