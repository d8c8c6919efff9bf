/**
 * A certification request's fields as label/value items and its status tone: the applicant's tab (user-setting)
 * and the reviewer's drawer show the same request the same way.
 */
import type { CertificationInput, CertificationStatus } from '@soundboard/contract';
import type { DescriptionItem } from '@soundboard/ui/data-display/descriptions.tsx';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';

export const STATUS_COLOR: Record<CertificationStatus, 'success' | 'warning' | 'default' | 'danger'> = {
  pass: 'success',
  auditing: 'warning',
  withdrawn: 'default',
  rejected: 'danger',
};

export interface CertificationFields extends CertificationInput {
  status: CertificationStatus;
  time: string;
  rejectReason?: string | null;
}

export function useCertificationItems() {
  const t = useT();
  return (detail: CertificationFields): DescriptionItem[] => [
    {
      label: t('userSetting.certification.accountType'),
      value: t(`userSetting.certification.accountType.${detail.accountType}`),
    },
    { label: t('userSetting.certification.status'), value: t(`userSetting.certification.status.${detail.status}`) },
    { label: t('userSetting.certification.time'), value: formatDateTime(detail.time) },
    ...(detail.rejectReason
      ? [{ label: t('userSetting.certification.rejectReason'), value: detail.rejectReason }]
      : []),
    { label: t('userSetting.certification.legalPersonName'), value: detail.legalPersonName },
    {
      label: t('userSetting.certification.legalPersonCertType'),
      value: t(`userSetting.certification.legalPersonCertType.${detail.legalPersonCertType}`),
    },
    { label: t('userSetting.certification.legalPersonCertNumber'), value: detail.legalPersonCertNumber },
    { label: t('userSetting.certification.enterpriseName'), value: detail.enterpriseName },
    {
      label: t('userSetting.certification.enterpriseCertType'),
      value: t(`userSetting.certification.enterpriseCertType.${detail.enterpriseCertType}`),
    },
    { label: t('userSetting.certification.organizationCode'), value: detail.organizationCode },
  ];
}
