/** /finance/withdrawal/list/print/:id — a withdrawal slip as its A4 sheet, to print or download as PDF. */
import { printWords, type WithdrawalPrintData, withdrawalPdfPath, withdrawalPrintPath } from '@soundboard/contract';
import { WithdrawalSlip } from '@soundboard/ui/print/withdrawal-slip.tsx';
import { screenHref } from '../../resource/screen-href';
import type { PageProps } from '../../routes/types';
import { PrintView } from './print-view';

export default function WithdrawalPrintPage({ params }: PageProps) {
  const id = Number(params.id);
  return (
    <PrintView<WithdrawalPrintData>
      printPath={withdrawalPrintPath(id)}
      pdfPath={withdrawalPdfPath(id)}
      fileName={(data) => `${data.withdrawalNo}.pdf`}
      backHref={screenHref('Withdrawal')}
      render={(data) => <WithdrawalSlip data={data} words={printWords[data.language]} />}
    />
  );
}
