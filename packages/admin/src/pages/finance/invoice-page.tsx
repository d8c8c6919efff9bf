/**
 * Invoices and credit notes (/finance/invoice/list): the contract's invoice list with its status, document, VAT
 * and needs-reversal filters and its CSV export (the framework's, of the filtered set); "request" for a paid
 * order (./invoice-form.ts); issue, reject, credit note, print and a credit note's original as row and detail
 * actions (./invoice-actions.tsx). An invoice a refund left needing reversal is marked beside its status.
 */
import { invoice } from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { useT } from '../../i18n/use-t';
import type { ResourceRecord } from '../../resource/api';
import { useResourceLabels } from '../../resource/labels';
import { ResourceScreen } from '../../resource/resource-screen';
import { toneOf } from '../../resource/tones';
import type { PageProps } from '../../routes/types';
import { InvoiceDetailActions, InvoiceRowActions } from './invoice-actions';
import { InvoiceCreditNotes } from './invoice-credit-notes';
import { invoiceRequestForm } from './invoice-form';

/** The status, and beside an issued invoice a refund left needing reversal, the mark that says so. */
function Status({ record }: { record: ResourceRecord }) {
  const labels = useResourceLabels(invoice);
  const status = String(record.status);
  return (
    <span className="flex flex-wrap items-center gap-1">
      <StatusTag size="sm" color={toneOf(invoice.fields.status, status)}>
        {labels.value('status', status)}
      </StatusTag>
      {Boolean(record.needsReversal) && <NeedsReversal record={record} />}
    </span>
  );
}

function NeedsReversal({ record }: { record: ResourceRecord }) {
  const t = useT();
  if (!record.needsReversal) return <span className="text-muted">-</span>;
  return (
    <StatusTag size="sm" color="danger">
      {t('finance.invoice.needsReversal')}
    </StatusTag>
  );
}

/** A number not given yet (a request) says so instead of an empty cell; a credit note is marked as one. */
function InvoiceNo({ record }: { record: ResourceRecord }) {
  const t = useT();
  const labels = useResourceLabels(invoice);
  if (!record.invoiceNo) return <span className="text-muted">{t('finance.invoice.noNumber')}</span>;
  if (record.documentKind !== 'creditNote') return <>{String(record.invoiceNo)}</>;
  return (
    <span className="flex flex-wrap items-center gap-1">
      {String(record.invoiceNo)}
      <StatusTag size="sm" color={toneOf(invoice.fields.documentKind, 'creditNote')}>
        {labels.value('documentKind', 'creditNote')}
      </StatusTag>
    </span>
  );
}

export default function InvoicePage({ route }: PageProps) {
  const t = useT();
  return (
    <ResourceScreen
      def={invoice}
      title={t(route.titleKey)}
      cells={{
        invoiceNo: (row) => <InvoiceNo record={row} />,
        status: (row) => <Status record={row} />,
        needsReversal: (row) => <NeedsReversal record={row} />,
      }}
      form={{ ...invoiceRequestForm, createLabel: t('finance.invoice.requestNew') }}
      rowActions={(row, reload) => <InvoiceRowActions row={row} reload={reload} />}
      detail={{
        values: { needsReversal: (record) => <NeedsReversal record={record} /> },
        sections: (record) => <InvoiceCreditNotes record={record} />,
        actions: (record, reload) => <InvoiceDetailActions record={record} reload={reload} />,
      }}
    />
  );
}
