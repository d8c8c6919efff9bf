/** Copying a template under a new name: the draft goes with it; a name in use is said under the field. */
import { displayName, homeTemplate } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { useState } from 'react';
import { decorationApi } from '../../../api/decoration';
import { fieldErrors } from '../../../api/errors';
import { useT } from '../../../i18n/use-t';
import type { ResourceRecord } from '../../../resource/api';
import { useResourceLabels } from '../../../resource/labels';

const MAX_NAME = homeTemplate.fields.name.max ?? 60;

export function CopyDialog({
  row,
  onClose,
  onCopied,
}: {
  row: ResourceRecord;
  onClose: () => void;
  onCopied: (copy: ResourceRecord) => void;
}) {
  const t = useT();
  const labels = useResourceLabels(homeTemplate);
  const [name, setName] = useState(() =>
    t('decoration.list.copy.name', { name: displayName(homeTemplate, row) }).slice(0, MAX_NAME),
  );
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const trimmed = name.trim();
  const copy = async () => {
    if (!trimmed) return setError(t('decoration.list.copy.required'));
    setPending(true);
    try {
      const copied = await decorationApi.copy(row.id, trimmed);
      toast.success(t('decoration.list.copied', { name: trimmed }));
      onCopied(copied);
    } catch (failure) {
      // A name in use comes back as the name field's issue; anything else the request layer has shown.
      setError(fieldErrors(failure).name ?? null);
      setPending(false);
    }
  };
  return (
    <Modal
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      title={t('decoration.list.copy.title', { name: displayName(homeTemplate, row) })}
      footer={
        <>
          <Button onPress={onClose}>{t('resource.cancel')}</Button>
          <Button variant="primary" isPending={pending} onPress={() => void copy()}>
            {t('decoration.list.copy')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void copy();
        }}
      >
        <TextField
          label={labels.field('name')}
          value={name}
          maxLength={MAX_NAME}
          autoFocus
          isRequired
          isInvalid={error !== null}
          errorMessage={error}
          onChange={(next) => {
            setName(next);
            setError(null);
          }}
        />
      </form>
    </Modal>
  );
}
