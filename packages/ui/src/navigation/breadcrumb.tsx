/**
 * The kit's one breadcrumb, on RAC Breadcrumbs: the last item is the current page (aria-current="page"). An item
 * with an href, or any item when the caller handles onAction, is a link; otherwise it is plain text, so a trail
 * that only says where you are (the app frame's: a home icon followed by the given labels) adds no tab
 * stops. Items are entries, or bare labels the caller has translated.
 */
import { ChevronRight, House } from 'lucide-react';
import { Breadcrumb as BreadcrumbItem, Breadcrumbs, Link } from 'react-aria-components';
import { defineMessages, useMessages } from '../i18n/messages';
import { cn, cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';

const messages = defineMessages({
  'zh-CN': { label: '面包屑', home: '首页' },
  'en-US': { label: 'Breadcrumb', home: 'Home' },
});

export interface BreadcrumbEntry {
  id: string;
  label: string;
  href?: string;
}

export interface BreadcrumbProps {
  items: readonly (BreadcrumbEntry | string)[];
  onAction?: (id: string) => void;
  /** Starts the trail with a home icon (not a link). */
  home?: boolean;
  className?: string;
}

/** The home icon's id among the items (not a label anybody passes). */
const HOME_ID = '\u0000home';

/** A bare label's id is its path, so the same label at two levels stays two items. */
function entriesOf(items: BreadcrumbProps['items']): BreadcrumbEntry[] {
  return items.map((item, index) =>
    typeof item === 'string' ? { id: items.slice(0, index + 1).join('/'), label: item } : item,
  );
}

const separator = <ChevronRight aria-hidden="true" className="size-3.5 text-muted" />;

export function Breadcrumb({ items, onAction, home = false, className }: BreadcrumbProps) {
  const t = useMessages(messages);
  const entries = entriesOf(items);
  const trail = home ? [{ id: HOME_ID, label: t.home }, ...entries] : entries;
  return (
    <nav aria-label={t.label} data-slot="breadcrumb" className={cn('text-base', className)}>
      <Breadcrumbs
        items={trail}
        onAction={(key) => onAction?.(String(key))}
        className="flex flex-wrap items-center gap-2"
      >
        {(item) => (
          <BreadcrumbItem id={item.id} className="flex items-center gap-2">
            {({ isCurrent }) => (
              <>
                {item.id === HOME_ID ? (
                  <House role="img" aria-label={item.label} className="size-4 text-secondary" />
                ) : item.href || onAction ? (
                  <Link
                    href={item.href}
                    className={cx(
                      'rounded-sm',
                      isCurrent
                        ? 'font-medium text-default'
                        : 'text-secondary data-hovered:text-primary-text data-[href]:cursor-pointer',
                      focusRing,
                    )}
                  >
                    {item.label}
                  </Link>
                ) : (
                  <span
                    aria-current={isCurrent ? 'page' : undefined}
                    className={isCurrent ? 'font-medium text-default' : 'text-secondary'}
                  >
                    {item.label}
                  </span>
                )}
                {!isCurrent && separator}
              </>
            )}
          </BreadcrumbItem>
        )}
      </Breadcrumbs>
    </nav>
  );
}
