/**
 * For finance readers: how many issued invoices a paid refund left needing reversal by a credit note, linking to
 * the invoice list filtered to exactly those. The count is the list's own total (one row asked for), so it
 * always matches what the link shows. Asked for with the figures (./prefetch.ts).
 */
import { useStore } from '@nanostores/react';
import { invoice } from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isLoaded, needMessages } from '../../i18n';
import { useT } from '../../i18n/use-t';
import { useCan } from '../../resource/can';
import { screenHref } from '../../resource/screen-href';
import { $locale } from '../../stores/locale';
import { invoicesToReverse, NEEDS_REVERSAL_FILTER } from './prefetch';

export const needsReversalHref = () => `${screenHref('Invoice')}?${new URLSearchParams(NEEDS_REVERSAL_FILTER)}`;

function Count() {
  const t = useT();
  const locale = useStore($locale);
  const [count, setCount] = useState<number>();
  const [ready, setReady] = useState(() => isLoaded(locale, 'finance'));
  useEffect(() => {
    let live = true;
    needMessages(['finance']).then(
      () => live && setReady(true),
      () => undefined,
    );
    invoicesToReverse.take().then(
      (page) => live && setCount(page.total),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!ready || count === undefined) return null;
  return (
    <Link
      href={needsReversalHref()}
      data-panel="invoices-to-reverse"
      className="group flex items-center gap-3 rounded-lg border border-transparent bg-surface p-4 text-default data-hovered:border-primary-border data-hovered:no-underline"
    >
      <span className="font-medium">{t('finance.invoice.workplace.title')}</span>
      <StatusTag size="sm" color={count > 0 ? 'danger' : 'default'}>
        {count}
      </StatusTag>
      <span className="ml-auto flex items-center gap-0.5 text-sm text-primary-text group-hover:underline">
        {t('finance.invoice.workplace.open')}
        <ChevronRight aria-hidden="true" className="size-3.5" />
      </span>
    </Link>
  );
}

export function InvoicesToReverse() {
  const can = useCan();
  if (!can(invoice.permissions.read)) return null;
  return <Count />;
}
