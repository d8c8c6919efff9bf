/**
 * Breadcrumb primitive on RAC Breadcrumbs: items with an optional href; the last item is the current page
 * (RAC marks it aria-current="page" and makes it not a link).
 */
import { ChevronRight } from 'lucide-react';
import { Breadcrumb as BreadcrumbItem, Breadcrumbs, Link } from 'react-aria-components';
import { defineMessages, useMessages } from '../i18n/messages';
import { cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';

const messages = defineMessages({ 'zh-CN': { label: '面包屑' }, 'en-US': { label: 'Breadcrumb' } });

export interface BreadcrumbEntry {
  id: string;
  label: string;
  href?: string;
}

export interface BreadcrumbProps {
  items: BreadcrumbEntry[];
  onAction?: (id: string) => void;
  className?: string;
}

export function Breadcrumb({ items, onAction, className }: BreadcrumbProps) {
  const t = useMessages(messages);
  return (
    <nav aria-label={t.label} data-slot="breadcrumb" className={className}>
      <Breadcrumbs items={items} onAction={(key) => onAction?.(String(key))} className="flex items-center text-sm">
        {(item) => (
          <BreadcrumbItem id={item.id} className="flex items-center">
            {({ isCurrent }) => (
              <>
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
                {!isCurrent && <ChevronRight aria-hidden="true" className="mx-1 size-3.5 text-muted" />}
              </>
            )}
          </BreadcrumbItem>
        )}
      </Breadcrumbs>
    </nav>
  );
}
