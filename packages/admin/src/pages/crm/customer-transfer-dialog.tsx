/**
 * Transfer a customer to another salesperson (customer:all): pick an active user, say why. The server checks the
 * new owner may work customers and answers a refusal under the field; the version guards a stale screen.
 */
import { customer, displayName } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextArea } from '@soundboard/ui/inputs/text-area.tsx';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { SearchSelect } from '@soundboard/ui/pickers/search-select.tsx';
import { useState } from 'react';
import { fieldErrors } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import type { ResourceRecord } from '../../resource/api';
import { colleagueSearch } from '../../resource/references';
import { customerApi } from './customer-api';

export function CustomerTransferDialog({
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
  const [ownerId, setOwnerId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!ownerId) return setErrors({ ownerId: t('crm.customer.transfer.ownerRequired') });
    setSaving(true);
    try {
      await customerApi.transfer(record.id, { ownerId: Number(ownerId), version: record.version, note });
      toast.success(t('crm.customer.transferred', { name }));
      onDone();
    } catch (error) {
      setErrors(fieldErrors(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      isOpen
      title={t('crm.customer.transfer.title', { name })}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button onPress={onClose}>{t('resource.cancel')}</Button>
          <Button variant="primary" isPending={saving} onPress={() => void submit()}>
            {t('crm.customer.transfer')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <SearchSelect
          label={t('crm.customer.transfer.owner')}
          placeholder={t('resource.search')}
          isRequired
          value={ownerId}
          search={colleagueSearch}
          onChange={(id) => {
            setOwnerId(id);
            setErrors({});
          }}
          isInvalid={Boolean(errors.ownerId)}
          errorMessage={errors.ownerId}
        />
        <TextArea
          label={t('crm.customer.transfer.note')}
          value={note}
          onChange={setNote}
          maxCount={500}
          isInvalid={Boolean(errors.note)}
          errorMessage={errors.note}
        />
      </div>
    </Modal>
  );
}
