/**
 * Partners (/finance/partner): the framework's list and form (the balances read-only: the server keeps them from
 * the ledger), with "Pending adjustments (n)" opening the adjustments that wait for a second finance user's
 * decision, and "Check balances" proving every partner's balances are its ledger's sums. A partner's detail adds
 * tabs: its ledger (./ledger-table.tsx) with "Request an adjustment" and its pending ones, and its API token.
 */
import { displayName, partner } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Drawer } from '@soundboard/ui/overlays/drawer.tsx';
import { useState } from 'react';
import { loadPendingAdjustments } from '../../api/finance-partners';
import { useT } from '../../i18n/use-t';
import { useLatestLoad } from '../../lib/use-latest-load';
import { ResourceScreen } from '../../resource/resource-screen';
import type { PageProps } from '../../routes/types';
import { LedgerTable } from './ledger-table';
import { PartnerAdjustmentRequest } from './partner-adjustment-request';
import { PartnerLedgerCheck } from './partner-ledger-check';
import { PartnerPendingAdjustments } from './partner-pending-adjustments';
import { PartnerToken } from './partner-token';

export default function PartnerPage({ route }: PageProps) {
  const t = useT();
  const pending = useLatestLoad(loadPendingAdjustments);
  const [showPending, setShowPending] = useState(false);
  // Bumped when an adjustment is decided: an open ledger reads again (an approved one wrote a row).
  const [decisions, setDecisions] = useState(0);
  const decided = () => {
    pending.reload();
    setDecisions((count) => count + 1);
  };
  const count = pending.data?.length ?? 0;
  return (
    <>
      <ResourceScreen
        def={partner}
        title={t(route.titleKey)}
        toolbar={() => (
          <>
            <PartnerLedgerCheck />
            <Button onPress={() => setShowPending(true)}>{t('finance.partner.pending.open', { count })}</Button>
          </>
        )}
        detail={{
          width: 960,
          tabs: (record, reload) => [
            {
              id: 'ledger',
              title: t('finance.ledger.title'),
              content: (
                <div className="flex flex-col gap-4">
                  <PartnerAdjustmentRequest partnerId={record.id} onRequested={pending.reload} />
                  <PartnerPendingAdjustments
                    items={pending.data}
                    failed={pending.failed}
                    partnerId={record.id}
                    onDecided={() => {
                      decided();
                      reload();
                    }}
                  />
                  <LedgerTable partnerId={record.id} version={`${decisions}-${String(record.version)}`} />
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
      {showPending && (
        <Drawer
          isOpen
          width={720}
          title={t('finance.partner.pending.title')}
          onOpenChange={(open) => !open && setShowPending(false)}
        >
          <PartnerPendingAdjustments items={pending.data} failed={pending.failed} onDecided={decided} />
        </Drawer>
      )}
    </>
  );
}
