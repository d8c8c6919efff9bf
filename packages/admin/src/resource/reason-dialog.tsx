/**
 * Asks for the reason of a refusal the other side will read (a rejected forum post, a rejected invoice request):
 * required, trimmed, kept open with the server's error when the action fails (the client has shown why).
 */
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextArea } from '@soundboard/ui/inputs/text-area.tsx';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { useState } from 'react';
import { useT } from '../i18n/use-t';

export interface ReasonDialogProps {
  title: string;
  label: string;
  /** Who reads the reason, under the field. */
  description?: string;
  /** Said when the reason is left empty. */
  requiredMessage: string;
  submitLabel: string;
  maxLength: number;
  /** Resolves when done; a rejection keeps the dialog open. */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

export function ReasonDialog(props: ReasonDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);
  const submit = async () => {
    if (!reason.trim()) return setMissing(true);
    setPending(true);
    await props.onSubmit(reason.trim()).catch(() => setPending(false));
  };
  return (
    <Modal
      isOpen
      isDismissable
      onOpenChange={(open) => !open && props.onClose()}
      title={props.title}
      footer={
        <>
          <Button onPress={props.onClose}>{t('resource.cancel')}</Button>
          <Button variant="danger" isPending={pending} onPress={() => void submit()}>
            {props.submitLabel}
          </Button>
        </>
      }
    >
      <TextArea
        label={props.label}
        description={props.description}
        autoFocus
        isRequired
        value={reason}
        onChange={(next) => {
          setReason(next);
          setMissing(false);
        }}
        maxCount={props.maxLength}
        isInvalid={missing}
        errorMessage={missing ? props.requiredMessage : undefined}
      />
    </Modal>
  );
}
