/** Reject a requested invoice: the reason (required) is kept on it and shown to whoever asked. */
import { invoice } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextArea } from '@soundboard/ui/inputs/text-area.tsx';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { useState } from 'react';
import { invoiceActionsApi } from '../../api/finance-invoices';
import { useT } from '../../i18n/use-t';

const MAX_REASON = invoice.fields.rejectReason.max;

export function InvoiceRejectDialog({
  record,
  title,
  onClose,
  onDone,
}: {
  record: { id: number; version: number };
  /** The invoice's title, named in the dialog's heading. */
  title: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);
  const submit = async () => {
    if (!reason.trim()) return setMissing(true);
    setPending(true);
    try {
      await invoiceActionsApi.reject(record, reason.trim());
      toast.success(t('finance.invoice.reject.done'));
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
      onOpenChange={(open) => !open && onClose()}
      title={t('finance.invoice.reject.title', { title })}
      footer={
        <>
          <Button onPress={onClose}>{t('finance.invoice.cancel')}</Button>
          <Button variant="danger" isPending={pending} onPress={() => void submit()}>
            {t('finance.invoice.reject')}
          </Button>
        </>
      }
    >
      <TextArea
        label={t('finance.invoice.reject.reason')}
        autoFocus
        isRequired
        value={reason}
        onChange={(next) => {
          setReason(next);
          setMissing(false);
        }}
        maxCount={MAX_REASON}
        isInvalid={missing}
        errorMessage={missing ? t('finance.invoice.reject.required') : undefined}
      />
    </Modal>
  );
}
