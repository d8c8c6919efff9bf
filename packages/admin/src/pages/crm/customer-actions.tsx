/**
 * What can be done with a customer besides editing it: follow it up (the tracking page), claim it from the pool,
 * release it to the pool, transfer it (customer:all). `row` is the list's compact form (native buttons, the
 * follow-up and claim only); the detail drawer shows them all.
 */
import { customer, displayName } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { NativeButton } from '@soundboard/ui/inputs/native-button.tsx';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../i18n/use-t';
import type { ResourceRecord } from '../../resource/api';
import { useCan } from '../../resource/can';
import { claimCustomer } from './customer-claim';
import { CustomerOwnerDialog, type OwnerChange } from './customer-owner-dialog';
import { trackingHref } from './tracking-links';

const inPool = (record: ResourceRecord) => record.ownerId === null || record.ownerId === undefined;

export function CustomerRowActions({ row, reload }: { row: ResourceRecord; reload: () => void }) {
  const t = useT();
  const can = useCan();
  const [, navigate] = useLocation();
  const name = displayName(customer, row);
  return (
    <>
      {!inPool(row) && (
        <NativeButton
          size="sm"
          variant="text"
          aria-label={t('crm.customer.followUpOf', { name })}
          onClick={() => navigate(trackingHref(row.id))}
        >
          {t('crm.customer.followUp')}
        </NativeButton>
      )}
      {inPool(row) && can('customer:write') && (
        <NativeButton
          size="sm"
          variant="text"
          aria-label={t('crm.customer.claimOf', { name })}
          onClick={() => void claimCustomer(row).then((claimed) => claimed && reload())}
        >
          {t('crm.customer.claim')}
        </NativeButton>
      )}
    </>
  );
}

export function CustomerDetailActions({ record, reload }: { record: ResourceRecord; reload: () => void }) {
  const t = useT();
  const can = useCan();
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<OwnerChange | null>(null);
  const done = () => {
    setDialog(null);
    reload();
  };
  const writer = can('customer:write');
  return (
    <>
      {!inPool(record) && (
        <Button size="sm" variant="primary" onPress={() => navigate(trackingHref(record.id))}>
          {t('crm.customer.followUp')}
        </Button>
      )}
      {inPool(record) && writer && (
        <Button size="sm" variant="primary" onPress={() => void claimCustomer(record).then((ok) => ok && reload())}>
          {t('crm.customer.claim')}
        </Button>
      )}
      {!inPool(record) && writer && (
        <Button size="sm" onPress={() => setDialog('release')}>
          {t('crm.customer.release')}
        </Button>
      )}
      {/* The new owner is picked among colleagues (user:lookup, every staff role has it). */}
      {can('customer:all') && (
        <Button size="sm" onPress={() => setDialog('transfer')}>
          {t('crm.customer.transfer')}
        </Button>
      )}
      {dialog && <CustomerOwnerDialog change={dialog} record={record} onClose={() => setDialog(null)} onDone={done} />}
    </>
  );
}
