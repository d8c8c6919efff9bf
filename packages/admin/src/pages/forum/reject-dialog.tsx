/** The reason a rejection gives its author (required; the server refuses a rejection without one). */
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextArea } from '@soundboard/ui/inputs/text-area.tsx';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';

export function RejectDialog({
  count,
  onReject,
  onClose,
}: {
  count: number;
  /** Resolves when done; a rejection keeps the dialog open (the error is already shown). */
  onReject: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);
  const submit = async () => {
    if (!reason.trim()) return setMissing(true);
    setPending(true);
    await onReject(reason.trim()).catch(() => setPending(false));
  };
  return (
    <Modal
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      title={t('forum.reject.title', { count })}
      footer={
        <>
          <Button onPress={onClose}>{t('forum.cancel')}</Button>
          <Button variant="danger" isPending={pending} onPress={() => void submit()}>
            {t('forum.action.reject')}
          </Button>
        </>
      }
    >
      <TextArea
        label={t('forum.reject.reason')}
        description={t('forum.reject.hint')}
        autoFocus
        isRequired
        value={reason}
        onChange={(next) => {
          setReason(next);
          setMissing(false);
        }}
        maxCount={500}
        isInvalid={missing}
        errorMessage={missing ? t('forum.reject.required') : undefined}
      />
    </Modal>
  );
}
