/**
 * What can be done with an invoice besides editing its request: issue it (after a confirmation), reject it with a
 * reason, reverse an issued one by a credit note, print an issued document, and from a credit note reach its
 * original. The list shows them as compact native buttons, the detail drawer as buttons; only finance:write
 * holders get the changes, everyone who reads invoices may print.
 */
import { displayName, invoice } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { NativeButton } from '@soundboard/ui/inputs/native-button.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { useState } from 'react';
import { invoiceActionsApi } from '../../api/finance-invoices';
import { t as translate } from '../../i18n';
import { useT } from '../../i18n/use-t';
import type { ResourceRecord } from '../../resource/api';
import { useCan } from '../../resource/can';
import { ReasonDialog } from '../../resource/reason-dialog';
import { screenHref } from '../../resource/screen-href';
import { InvoiceCreditNoteDialog } from './invoice-credit-note-dialog';

type Dialog = 'reject' | 'creditNote' | null;

const isInvoice = (record: ResourceRecord) => record.documentKind !== 'creditNote';
const mayIssue = (record: ResourceRecord) => record.status === 'requested' && isInvoice(record);
// A partly reversed invoice stays issued: what is left may still be credited (the dialog says how much).
const mayCredit = (record: ResourceRecord) => record.status === 'issued' && isInvoice(record);
const printable = (record: ResourceRecord) => record.status === 'issued' || record.status === 'reversed';

export const printHref = (id: number) => screenHref('InvoicePrint', { id });

/** The list of invoices searched for one number (the original of a credit note). */
export const invoiceSearchHref = (number: string) => `${screenHref('Invoice')}?${new URLSearchParams({ q: number })}`;

/** Asks, then issues; answers whether it was issued (a refusal is the client's error toast). */
async function issueInvoice(record: ResourceRecord): Promise<boolean> {
  const name = displayName(invoice, record);
  const ok = await confirm({
    title: translate('finance.invoice.issue.title', { title: name }),
    content: translate('finance.invoice.issue.content'),
    okText: translate('finance.invoice.issue'),
  });
  if (!ok) return false;
  const issued = await invoiceActionsApi.issue(record).catch(() => null);
  if (issued) toast.success(translate('finance.invoice.issue.done', { number: String(issued.invoiceNo ?? '') }));
  return issued !== null;
}

function useInvoiceActions(record: ResourceRecord, reload: () => void) {
  const t = useT();
  const can = useCan();
  const [dialog, setDialog] = useState<Dialog>(null);
  const writer = can(invoice.permissions.write);
  const done = () => {
    setDialog(null);
    reload();
  };
  const dialogs = (
    <>
      {dialog === 'reject' && (
        <ReasonDialog
          title={t('finance.invoice.reject.title', { title: String(record.title ?? '') })}
          label={t('finance.invoice.reject.reason')}
          requiredMessage={t('finance.invoice.reject.required')}
          submitLabel={t('finance.invoice.reject')}
          maxLength={invoice.fields.rejectReason.max}
          onClose={() => setDialog(null)}
          onSubmit={(reason) =>
            invoiceActionsApi.reject(record, reason).then(() => {
              toast.success(t('finance.invoice.reject.done'));
              done();
            })
          }
        />
      )}
      {dialog === 'creditNote' && (
        <InvoiceCreditNoteDialog id={record.id} onClose={() => setDialog(null)} onDone={done} />
      )}
    </>
  );
  return {
    writer,
    setDialog,
    issue: () => void issueInvoice(record).then((issued) => issued && reload()),
    dialogs,
  };
}

export function InvoiceRowActions({ row, reload }: { row: ResourceRecord; reload: () => void }) {
  const t = useT();
  const { writer, setDialog, issue, dialogs } = useInvoiceActions(row, reload);
  const name = displayName(invoice, row);
  const original = row.refLabels.originalId;
  return (
    <>
      {writer && mayIssue(row) && (
        <NativeButton size="sm" variant="text" aria-label={t('finance.invoice.issueOf', { name })} onClick={issue}>
          {t('finance.invoice.issue')}
        </NativeButton>
      )}
      {writer && mayIssue(row) && (
        <NativeButton
          size="sm"
          variant="text"
          aria-label={t('finance.invoice.rejectOf', { name })}
          onClick={() => setDialog('reject')}
        >
          {t('finance.invoice.reject')}
        </NativeButton>
      )}
      {writer && mayCredit(row) && (
        <NativeButton
          size="sm"
          variant="text"
          aria-label={t('finance.invoice.creditNoteOf', { name })}
          onClick={() => setDialog('creditNote')}
        >
          {t('finance.invoice.creditNote')}
        </NativeButton>
      )}
      {printable(row) && (
        <Link size="sm" variant="text" href={printHref(row.id)} aria-label={t('finance.invoice.printOf', { name })}>
          {t('finance.invoice.print')}
        </Link>
      )}
      {!isInvoice(row) && original && (
        <Link
          href={invoiceSearchHref(original.split(' ')[0] ?? original)}
          size="sm"
          variant="text"
          aria-label={t('finance.invoice.originalOf', { name })}
        >
          {t('finance.invoice.original')}
        </Link>
      )}
      {dialogs}
    </>
  );
}

export function InvoiceDetailActions({ record, reload }: { record: ResourceRecord; reload: () => void }) {
  const t = useT();
  const { writer, setDialog, issue, dialogs } = useInvoiceActions(record, reload);
  return (
    <>
      {writer && mayIssue(record) && (
        <Button size="sm" variant="primary" onPress={issue}>
          {t('finance.invoice.issue')}
        </Button>
      )}
      {writer && mayIssue(record) && (
        <Button size="sm" onPress={() => setDialog('reject')}>
          {t('finance.invoice.reject')}
        </Button>
      )}
      {writer && mayCredit(record) && (
        <Button size="sm" onPress={() => setDialog('creditNote')}>
          {t('finance.invoice.creditNote')}
        </Button>
      )}
      {printable(record) && (
        <Link href={printHref(record.id)} variant="secondary" size="sm">
          {t('finance.invoice.print')}
        </Link>
      )}
      {dialogs}
    </>
  );
}
