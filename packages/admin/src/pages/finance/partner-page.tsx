/**
 * Partners (/finance/partner): the framework's list and form (the balances read-only: the server keeps them from
 * the ledger), above it the adjustments waiting for a second finance user's decision. A partner's detail adds
 * tabs: its ledger (./ledger-table.tsx) with "Request an adjustment", and its API token.
 */
import { displayName, partner } from '@soundboard/contract';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { ResourceScreen } from '../../resource/resource-screen';
import type { PageProps } from '../../routes/types';
import { LedgerTable } from './ledger-table';
import { PartnerAdjustmentRequest } from './partner-adjustment-request';
import { PartnerPendingAdjustments } from './partner-pending-adjustments';
import { PartnerToken } from './partner-token';

export default function PartnerPage({ route }: PageProps) {
  const t = useT();
  // Bumped when an adjustment is asked for or decided: the pending list and an open ledger read again.
  const [changes, setChanges] = useState(0);
  const changed = () => setChanges((count) => count + 1);
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-lg bg-surface p-4">
        <PartnerPendingAdjustments key={changes} onDecided={changed} />
      </div>
      <ResourceScreen
        def={partner}
        title={t(route.titleKey)}
        detail={{
          width: 960,
          tabs: (record, reload) => [
            {
              id: 'ledger',
              title: t('finance.ledger.title'),
              content: (
                <div className="flex flex-col gap-4">
                  <PartnerAdjustmentRequest partnerId={record.id} onRequested={changed} />
                  <PartnerPendingAdjustments
                    key={changes}
                    partnerId={record.id}
                    onDecided={() => {
                      changed();
                      reload();
                    }}
                  />
                  <LedgerTable partnerId={record.id} version={`${changes}-${String(record.version)}`} />
                </div>
              ),
            },
            {
              id: 'token',
              title: t('finance.partner.token.title'),
              content: <PartnerToken partnerId={record.id} partnerName={displayName(partner, record)} />,
            },
          ],
        }}
      />
    </div>
  );
}
