/** /finance/invoice/list/print/:id — an invoice or credit note as its A4 sheet, to print or download as PDF. */
import { type InvoicePrintData, invoicePdfPath, invoicePrintPath, printWords } from '@soundboard/contract';
import { InvoiceDocument } from '@soundboard/ui/print/invoice-document.tsx';
import { screenHref } from '../../resource/screen-href';
import type { PageProps } from '../../routes/types';
import { PrintView } from './print-view';

export default function InvoicePrintPage({ params }: PageProps) {
  const id = Number(params.id);
  return (
    <PrintView<InvoicePrintData>
      printPath={invoicePrintPath(id)}
      pdfPath={invoicePdfPath(id)}
      fileName={(data) => `${data.invoiceNo || `invoice-${id}`}.pdf`}
      backHref={screenHref('Invoice')}
      render={(data) => <InvoiceDocument data={data} words={printWords[data.language]} />}
    />
  );
}
