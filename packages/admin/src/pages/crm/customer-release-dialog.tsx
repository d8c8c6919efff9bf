/** Release one's customer to the shared pool, with the reason kept in its owner history. */
import { customer, displayName } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextArea } from '@soundboard/ui/inputs/text-area.tsx';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { useState } from 'react';
import { fieldErrors } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import type { ResourceRecord } from '../../resource/api';
import { customerApi } from './customer-api';

export function CustomerReleaseDialog({
  record,
  onClose,
  onDone,
}: {
  record: ResourceRecord;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const name = displayName(customer, record);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    setSaving(true);
    try {
      await customerApi.release(record.id, record.version, note);
      toast.success(t('crm.customer.released', { name }));
      onDone();
    } catch (failure) {
      setError(fieldErrors(failure).note);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      isOpen
      title={t('crm.customer.release.title', { name })}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button onPress={onClose}>{t('resource.cancel')}</Button>
          <Button variant="primary" isPending={saving} onPress={() => void submit()}>
            {t('crm.customer.release')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-secondary">{t('crm.customer.release.hint')}</p>
        <TextArea
          label={t('crm.customer.release.note')}
          value={note}
          onChange={setNote}
          maxCount={500}
          isInvalid={Boolean(error)}
          errorMessage={error}
        />
      </div>
    </Modal>
  );
}
