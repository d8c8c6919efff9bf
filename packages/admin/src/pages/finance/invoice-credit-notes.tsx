/**
 * In an issued invoice's detail: what credit notes took back and what is left to credit, and each credit note
 * with a link to it (the list searched for its number) and to its print view. Nothing for a request or a credit
 * note (the server sends `credit` only for an issued or reversed invoice).
 */
import { useStore } from '@nanostores/react';
import type { InvoiceCredit } from '@soundboard/contract';
import { formatMoney } from '@soundboard/ui/data-display/format-money.ts';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';
import type { ResourceRecord } from '../../resource/api';
import { $locale } from '../../stores/locale';
import { invoiceSearchHref, printHref } from './invoice-actions';

export function InvoiceCreditNotes({ record }: { record: ResourceRecord }) {
  const t = useT();
  const locale = useStore($locale);
  const credit = record.credit as InvoiceCredit | undefined;
  if (!credit) return null;
  const money = (fen: number) => formatMoney(fen, 'CNY', locale);
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-default">{t('finance.invoice.credit.title')}</h3>
      <p className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <span>
          <span className="text-secondary">{t('finance.invoice.credit.credited')}</span>{' '}
          <span className="tabular-nums">{money(credit.creditedTotal)}</span>
        </span>
        <span>
          <span className="text-secondary">{t('finance.invoice.credit.remaining')}</span>{' '}
          <span className="font-semibold tabular-nums">{money(credit.remainingTotal)}</span>
        </span>
      </p>
      {credit.creditNotes.length > 0 && (
        <ul className="flex flex-col divide-y divide-subtle rounded-md border border-subtle">
          {credit.creditNotes.map((note) => (
            <li key={note.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm">
              <Link href={invoiceSearchHref(note.invoiceNo)} className="font-medium">
                {note.invoiceNo}
              </Link>
              <span>{formatDateTime(note.issuedAt)}</span>
              <Link href={printHref(note.id)} aria-label={t('finance.invoice.printOf', { name: note.invoiceNo })}>
                {t('finance.invoice.print')}
              </Link>
              <span className="ml-auto tabular-nums">{money(-Math.abs(note.grossTotal))}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
