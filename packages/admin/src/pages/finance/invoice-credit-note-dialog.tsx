/**
 * Reverse an issued invoice by a credit note: the whole of what is left, or chosen lines and quantities (each
 * at most what earlier credit notes left of it). The original is read afresh when the dialog opens.
 */
import { useStore } from '@nanostores/react';
import { type InvoiceCredit, invoice } from '@soundboard/contract';
import { formatMoney } from '@soundboard/ui/data-display/format-money.ts';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { NumberField } from '@soundboard/ui/inputs/number-field.tsx';
import { Radio, RadioGroup } from '@soundboard/ui/inputs/radio-group.tsx';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { useEffect, useState } from 'react';
import { invoiceActionsApi } from '../../api/finance-invoices';
import { useT } from '../../i18n/use-t';
import { apiFor, type ResourceRecord } from '../../resource/api';
import { $locale } from '../../stores/locale';
import { type CreditableLine, chosenCreditLines, creditableLines } from './invoice-credit';

/** What is left to credit of the whole (positive fen): the detail's `credit`, or all of it before any credit. */
const remainingTotal = (record: ResourceRecord | null) =>
  (record?.credit as InvoiceCredit | undefined)?.remainingTotal ?? Number(record?.grossTotal ?? 0);

export function InvoiceCreditNoteDialog({
  id,
  onClose,
  onDone,
}: {
  id: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const [lines, setLines] = useState<CreditableLine[] | null>(null);
  const [original, setOriginal] = useState<ResourceRecord | null>(null);
  const [failed, setFailed] = useState(false);
  const [scope, setScope] = useState<'whole' | 'lines'>('whole');
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [nothingChosen, setNothingChosen] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    apiFor(invoice)
      .get(id)
      .then((record) => {
        setOriginal(record);
        setLines(creditableLines(record));
      })
      .catch(() => setFailed(true));
  }, [id]);

  const submit = async () => {
    const picked = lines ? chosenCreditLines(lines, chosen) : [];
    if (scope === 'lines' && picked.length === 0) return setNothingChosen(true);
    setPending(true);
    try {
      if (!original) return;
      const note = await invoiceActionsApi.creditNote(original, scope === 'whole' ? undefined : picked);
      toast.success(t('finance.invoice.creditNote.done', { number: String(note.invoiceNo ?? '') }));
      onDone();
    } catch {
      // The client's toast said why; the dialog stays open.
      setPending(false);
    }
  };

  return (
    <Modal
      isOpen
      isDismissable
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={t('finance.invoice.creditNote.title', { number: String(original?.invoiceNo ?? '') })}
      footer={
        <>
          <Button onPress={onClose}>{t('finance.invoice.cancel')}</Button>
          <Button variant="danger" isPending={pending} isDisabled={!lines} onPress={() => void submit()}>
            {t('finance.invoice.creditNote.submit')}
          </Button>
        </>
      }
    >
      {failed && <Alert status="error" title={t('finance.invoice.creditNote.loadFailed')} />}
      {!failed && !lines && <Skeleton rows={3} />}
      {lines && (
        <div className="flex flex-col gap-4">
          <RadioGroup
            label={t('finance.invoice.creditNote.scope')}
            value={scope}
            onChange={(next) => {
              setScope(next === 'lines' ? 'lines' : 'whole');
              setNothingChosen(false);
            }}
          >
            <Radio value="whole">
              {t('finance.invoice.creditNote.whole', {
                amount: formatMoney(remainingTotal(original), 'CNY', locale),
              })}
            </Radio>
            <Radio value="lines">{t('finance.invoice.creditNote.chosen')}</Radio>
          </RadioGroup>
          {scope === 'lines' && (
            <ul className="flex flex-col divide-y divide-subtle rounded-md border border-subtle">
              {lines.map((line) => (
                <li key={line.lineId} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 text-sm">
                  <span className="min-w-40 flex-1 text-default">{line.description}</span>
                  <span className="text-secondary tabular-nums">
                    {t('finance.invoice.creditNote.left', { left: line.left, quantity: line.quantity })}
                  </span>
                  <NumberField
                    aria-label={t('finance.invoice.creditNote.quantityOf', { item: line.description })}
                    width={120}
                    minValue={0}
                    maxValue={line.left}
                    step={1}
                    isDisabled={line.left === 0}
                    value={chosen[line.lineId] ?? 0}
                    onChange={(value) => {
                      setChosen((current) => ({ ...current, [line.lineId]: Number.isNaN(value) ? 0 : value }));
                      setNothingChosen(false);
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
          {nothingChosen && (
            <p role="alert" className="text-sm text-danger">
              {t('finance.invoice.creditNote.nothingChosen')}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
