/**
 * "Request an adjustment" in a partner's detail: an amount in or out of the available balance (a sign switch, so
 * the money field stays positive) and the reason. It waits as pending until another finance user decides it
 * (./partner-pending-adjustments.tsx); nothing moves before.
 */
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { MoneyField } from '@soundboard/ui/inputs/money-field.tsx';
import { Radio, RadioGroup } from '@soundboard/ui/inputs/radio-group.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { Permission } from '@soundboard/ui/widgets/permission.tsx';
import { useState } from 'react';
import { requestAdjustment } from '../../api/finance-partners';
import { useT } from '../../i18n/use-t';

const REASON_MAX = 200;

export function PartnerAdjustmentRequest({ partnerId, onRequested }: { partnerId: number; onRequested: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const trimmed = reason.trim();
  const valid = amount !== null && amount > 0 && trimmed.length > 0 && trimmed.length <= REASON_MAX;

  const submit = async () => {
    if (!valid) return;
    setBusy(true);
    const done = await requestAdjustment(partnerId, direction === 'in' ? amount : -amount, trimmed).then(
      () => true,
      () => false,
    );
    setBusy(false);
    if (!done) return;
    toast.success(t('finance.partner.adjustment.requested'));
    setOpen(false);
    setAmount(null);
    setReason('');
    onRequested();
  };

  if (!open)
    return (
      <Permission required="finance:write" mode="disable" reason={t('resource.noPermission')}>
        <Button size="sm" className="self-start" onPress={() => setOpen(true)}>
          {t('finance.partner.adjustment.open')}
        </Button>
      </Permission>
    );
  return (
    <form
      aria-label={t('finance.partner.adjustment.title')}
      className="flex flex-col gap-3 rounded-md border border-subtle bg-fill-1 p-3"
      data-section="partner-adjustment-request"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <RadioGroup
        label={t('finance.partner.adjustment.direction')}
        orientation="horizontal"
        value={direction}
        onChange={(value) => setDirection(value === 'out' ? 'out' : 'in')}
      >
        <Radio value="in">{t('finance.partner.adjustment.in')}</Radio>
        <Radio value="out">{t('finance.partner.adjustment.out')}</Radio>
      </RadioGroup>
      <MoneyField
        label={t('finance.partner.adjustment.amount')}
        isRequired
        minValue={1}
        value={amount}
        onChange={setAmount}
      />
      <TextField
        label={t('finance.partner.adjustment.reason')}
        isRequired
        value={reason}
        onChange={setReason}
        isInvalid={trimmed.length > REASON_MAX}
        errorMessage={t('finance.partner.adjustment.reasonTooLong', { max: REASON_MAX })}
        description={t('finance.partner.adjustment.help')}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant="primary" isDisabled={!valid} isPending={busy}>
          {t('finance.partner.adjustment.submit')}
        </Button>
        <Button size="sm" onPress={() => setOpen(false)}>
          {t('resource.cancel')}
        </Button>
      </div>
    </form>
  );
}
