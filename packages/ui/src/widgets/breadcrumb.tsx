/**
 * Breadcrumb (spec §2 shared widgets): a home icon followed by the given labels, which the caller translates.
 * The last label is the current page (aria-current="page").
 */
import { ChevronRight, House } from 'lucide-react';
import { Fragment } from 'react';
import { defineMessages, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';

const breadcrumbMessages = defineMessages({
  'zh-CN': { breadcrumb: '面包屑', home: '首页' },
  'en-US': { breadcrumb: 'Breadcrumb', home: 'Home' },
});

export interface BreadcrumbProps {
  items: readonly string[];
  className?: string;
}

export function Breadcrumb({ items, className }: BreadcrumbProps) {
  const t = useMessages(breadcrumbMessages);
  const separator = <ChevronRight aria-hidden="true" className="size-3.5 text-muted" />;
  return (
    <nav aria-label={t.breadcrumb} data-slot="breadcrumb" className={cn('text-base', className)}>
      <ol className="flex flex-wrap items-center gap-2">
        <li className="flex items-center text-secondary">
          <House role="img" aria-label={t.home} className="size-4" />
        </li>
        {items.map((label, index) => {
          const current = index === items.length - 1;
          return (
            <Fragment key={items.slice(0, index + 1).join('/')}>
              <li aria-hidden="true" className="flex items-center">
                {separator}
              </li>
              <li className="flex items-center">
                <span
                  aria-current={current ? 'page' : undefined}
                  className={current ? 'font-medium text-default' : 'text-secondary'}
                >
                  {label}
                </span>
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
