/**
 * Marking an approved withdrawal paid: the bank's reference (required) and the bank's slip as a proof chosen from
 * the materials library (the framework's generic form would only offer a number for the material).
 */
import { type ResourceDef, withdrawal } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { Permission } from '@soundboard/ui/widgets/permission.tsx';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { apiFor, type ResourceRecord } from '../../resource/api';
import { MaterialThumb } from '../material/material-thumb';

const LibraryPicker = lazy(() => import('../material/library-picker'));

const BANK_REFERENCE_MAX = withdrawal.fields.bankReference.max;

export function WithdrawalPay({
  def = withdrawal,
  record,
  onPaid,
}: {
  def?: ResourceDef;
  record: ResourceRecord;
  onPaid: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState('');
  const [proof, setProof] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (record.status !== 'approved') return null;
  const trimmed = reference.trim();
  const tooLong = trimmed.length > BANK_REFERENCE_MAX;

  const pay = async () => {
    setBusy(true);
    const done = await apiFor(def)
      .transition(record.id, 'pay', {
        bankReference: trimmed,
        ...(proof ? { proofMaterialId: proof } : {}),
        version: record.version,
      })
      .then(
        () => true,
        () => false,
      );
    setBusy(false);
    if (!done) return;
    toast.success(t('finance.withdrawal.pay.done'));
    setOpen(false);
    onPaid();
  };

  if (!open)
    return (
      <Permission required="finance:write" mode="disable" reason={t('resource.noPermission')}>
        <Button size="sm" variant="primary" className="self-start" onPress={() => setOpen(true)}>
          {t('finance.withdrawal.pay.open')}
        </Button>
      </Permission>
    );
  return (
    <form
      aria-label={t('finance.withdrawal.pay.title')}
      className="flex flex-col gap-3 rounded-md border border-subtle bg-fill-1 p-3"
      data-section="withdrawal-pay"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed && !tooLong) void pay();
      }}
    >
      <TextField
        label={t('finance.withdrawal.pay.reference')}
        isRequired
        autoFocus
        value={reference}
        onChange={setReference}
        isInvalid={tooLong}
        errorMessage={tooLong ? t('finance.withdrawal.pay.referenceTooLong', { max: BANK_REFERENCE_MAX }) : undefined}
      />
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-default">{t('finance.withdrawal.pay.proof')}</span>
        {proof ? (
          <>
            <span className="size-12 overflow-hidden rounded-md border border-subtle">
              <MaterialThumb id={proof} kind="image" className="size-full" />
            </span>
            <Button size="sm" variant="text" onPress={() => setProof(null)}>
              {t('finance.withdrawal.pay.removeProof')}
            </Button>
          </>
        ) : (
          <Button size="sm" onPress={() => setPicking(true)}>
            {t('finance.withdrawal.pay.chooseProof')}
          </Button>
        )}
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant="primary" isDisabled={!trimmed || tooLong} isPending={busy}>
          {t('finance.withdrawal.pay.submit')}
        </Button>
        <Button size="sm" onPress={() => setOpen(false)}>
          {t('resource.cancel')}
        </Button>
      </div>
      {picking && (
        <Suspense fallback={null}>
          <LibraryPicker
            kind="image"
            max={1}
            onClose={() => setPicking(false)}
            onChoose={(ids) => {
              setPicking(false);
              setProof(ids[0] ?? null);
            }}
          />
        </Suspense>
      )}
    </form>
  );
}
