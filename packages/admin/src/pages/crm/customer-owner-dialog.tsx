/**
 * A customer's owner changes with a reason kept in its owner history: released to the shared pool by its owner, or
 * transferred to another salesperson (customer:all), who is picked among active users. The server checks the new
 * owner may work customers and answers a refusal under the field; the version guards a stale screen.
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

export type OwnerChange = 'release' | 'transfer';

const WORDS = {
  release: {
    title: 'crm.customer.release.title',
    action: 'crm.customer.release',
    note: 'crm.customer.release.note',
    done: 'crm.customer.released',
  },
  transfer: {
    title: 'crm.customer.transfer.title',
    action: 'crm.customer.transfer',
    note: 'crm.customer.transfer.note',
    done: 'crm.customer.transferred',
  },
} as const;

export function CustomerOwnerDialog({
  change,
  record,
  onClose,
  onDone,
}: {
  change: OwnerChange;
  record: ResourceRecord;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const words = WORDS[change];
  const name = displayName(customer, record);
  const [ownerId, setOwnerId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const save = () =>
    change === 'release'
      ? customerApi.release(record.id, record.version, note)
      : customerApi.transfer(record.id, { ownerId: Number(ownerId), version: record.version, note });

  const submit = async () => {
    if (change === 'transfer' && !ownerId) return setErrors({ ownerId: t('crm.customer.transfer.ownerRequired') });
    setSaving(true);
    try {
      await save();
      toast.success(t(words.done, { name }));
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
      title={t(words.title, { name })}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button onPress={onClose}>{t('resource.cancel')}</Button>
          <Button variant="primary" isPending={saving} onPress={() => void submit()}>
            {t(words.action)}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {change === 'release' ? (
          <p className="text-sm text-secondary">{t('crm.customer.release.hint')}</p>
        ) : (
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
        )}
        <TextArea
          label={t(words.note)}
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
