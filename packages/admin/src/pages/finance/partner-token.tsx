/**
 * A partner's API token (finance:write): "Issue API token" (asking first, since a token issued before stops
 * working) and "Revoke". A new token is shown once in a dialog with a copy button: the server keeps only its hash.
 */
import type { IssuedPartnerToken } from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { Permission } from '@soundboard/ui/widgets/permission.tsx';
import { useState } from 'react';
import { issuePartnerToken, revokePartnerToken } from '../../api/finance-partners';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';

export function PartnerToken({ partnerId, partnerName }: { partnerId: number; partnerName: string }) {
  const t = useT();
  const [issued, setIssued] = useState<IssuedPartnerToken | null>(null);
  const [busy, setBusy] = useState(false);

  const issue = async () => {
    const ok = await confirm({
      title: t('finance.partner.token.issueTitle', { name: partnerName }),
      content: t('finance.partner.token.replace'),
      okText: t('finance.partner.token.issue'),
    });
    if (!ok) return;
    setBusy(true);
    const answer = await issuePartnerToken(partnerId).catch(() => null);
    setBusy(false);
    if (answer) setIssued(answer);
  };
  const revoke = async () => {
    const ok = await confirm({
      title: t('finance.partner.token.revokeTitle', { name: partnerName }),
      content: t('finance.partner.token.revokeContent'),
      okText: t('finance.partner.token.revoke'),
      danger: true,
    });
    if (!ok) return;
    setBusy(true);
    const done = await revokePartnerToken(partnerId).then(
      () => true,
      () => false,
    );
    setBusy(false);
    if (done) toast.success(t('finance.partner.token.revoked'));
  };
  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(token);
      toast.success(t('finance.partner.token.copied'));
    } catch {
      toast.error(t('finance.partner.token.copyFailed'));
    }
  };

  return (
    <section aria-labelledby="partner-token" className="flex flex-col gap-2" data-section="partner-token">
      <h3 id="partner-token" className="text-base font-semibold text-default">
        {t('finance.partner.token.title')}
      </h3>
      <p className="text-sm text-secondary">{t('finance.partner.token.help')}</p>
      <Permission required="finance:write" mode="disable" reason={t('resource.noPermission')}>
        <span className="flex flex-wrap gap-2">
          <Button size="sm" isDisabled={busy} onPress={() => void issue()}>
            {t('finance.partner.token.issue')}
          </Button>
          <Button size="sm" variant="danger" isDisabled={busy} onPress={() => void revoke()}>
            {t('finance.partner.token.revoke')}
          </Button>
        </span>
      </Permission>
      {issued && (
        <Modal
          isOpen
          title={t('finance.partner.token.shownTitle', { name: partnerName })}
          isDismissable={false}
          onOpenChange={(open) => !open && setIssued(null)}
          footer={
            <Button variant="primary" onPress={() => setIssued(null)}>
              {t('finance.partner.token.done')}
            </Button>
          }
        >
          <div className="flex flex-col gap-3">
            <Alert status="warning" title={t('finance.partner.token.once')} />
            <p className="text-sm text-secondary">
              {t('finance.partner.token.issuedAt', { date: formatDateTime(issued.issuedAt) })}
            </p>
            <output
              aria-label={t('finance.partner.token.title')}
              data-partner-token
              className="block select-all break-all rounded-md bg-fill-2 px-3 py-2 font-mono text-sm text-default"
            >
              {issued.token}
            </output>
            <Button size="sm" className="self-start" onPress={() => void copy(issued.token)}>
              {t('finance.partner.token.copy')}
            </Button>
          </div>
        </Modal>
      )}
    </section>
  );
}
