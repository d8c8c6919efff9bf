/**
 * One request for the reviewer: its fields, its documents (none are filed with a request today, which the drawer
 * says) and its history; Approve (after a confirmation) and Reject (the reason dialog) while it is auditing.
 * `onDecided` refreshes the queue.
 */
import { CERTIFICATION_REASON_MAX, type CertificationReviewDetail } from '@soundboard/contract';
import { Descriptions } from '@soundboard/ui/data-display/descriptions.tsx';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Drawer } from '@soundboard/ui/overlays/drawer.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { type ReactNode, useCallback, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { StaffChip } from '../../lib/staff-chip';
import { useLatestLoad } from '../../lib/use-latest-load';
import { ReasonDialog } from '../../resource/reason-dialog';
import { STATUS_COLOR, useCertificationItems } from './certification-fields';
import { certificationReviewApi } from './certification-review-api';
import { ReviewHistory } from './review-history';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-base font-medium text-default">{title}</h3>
      {children}
    </section>
  );
}

export function ReviewDrawer({ id, onClose, onDecided }: { id: number; onClose: () => void; onDecided: () => void }) {
  const t = useT();
  const items = useCertificationItems();
  const load = useCallback(() => certificationReviewApi.detail(id), [id]);
  const { data, failed, reload } = useLatestLoad(load);
  const [rejecting, setRejecting] = useState(false);

  const decided = (message: string) => {
    toast.success(message);
    reload();
    onDecided();
  };
  const approve = (detail: CertificationReviewDetail) =>
    confirm({
      title: t('certReview.approveTitle'),
      content: t('certReview.approveContent', { name: detail.enterpriseName }),
      okText: t('certReview.approve'),
      onOk: async () => {
        await certificationReviewApi.approve(detail.id);
        decided(t('certReview.approved'));
      },
    });

  return (
    <Drawer isOpen width={640} title={t('certReview.detail')} onOpenChange={(open) => !open && onClose()}>
      {failed && <Alert status="error">{t('certReview.loadFailed')}</Alert>}
      {!data && !failed && <Skeleton rows={8} />}
      {data && (
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex min-w-0 flex-col gap-1">
              <span className="truncate text-lg font-medium text-default">{data.enterpriseName}</span>
              <span className="flex items-center gap-2 text-secondary">
                <StaffChip userId={data.userId} name={data.applicant} />
                <StatusTag color={STATUS_COLOR[data.status]}>
                  {t(`userSetting.certification.status.${data.status}`)}
                </StatusTag>
              </span>
            </div>
            {data.status === 'auditing' && (
              <div className="flex gap-2">
                <Button variant="danger" onPress={() => setRejecting(true)}>
                  {t('certReview.reject')}
                </Button>
                <Button variant="primary" onPress={() => void approve(data)}>
                  {t('certReview.approve')}
                </Button>
              </div>
            )}
          </div>
          <Descriptions bordered columns={1} items={items({ ...data, time: data.submittedAt })} />
          <Section title={t('certReview.documents')}>
            <p className="text-secondary">{t('certReview.noDocuments')}</p>
          </Section>
          <Section title={t('certReview.history')}>
            <ReviewHistory entries={data.history} />
          </Section>
        </div>
      )}
      {rejecting && data && (
        <ReasonDialog
          title={t('certReview.rejectTitle')}
          label={t('certReview.reason')}
          description={t('certReview.reasonHint')}
          requiredMessage={t('certReview.reasonRequired')}
          submitLabel={t('certReview.reject')}
          maxLength={CERTIFICATION_REASON_MAX}
          onClose={() => setRejecting(false)}
          onSubmit={(reason) =>
            certificationReviewApi.reject(data.id, reason).then(() => {
              setRejecting(false);
              decided(t('certReview.rejected'));
            })
          }
        />
      )}
    </Drawer>
  );
}
