/** The reviewer's calls (contract schemas/certification-review.ts), through the app's one client. */
import {
  CERTIFICATION_QUEUE_PATH,
  type CertificationQueuePage,
  type CertificationReviewDetail,
} from '@soundboard/contract';
import { request } from '../../api/http';

export interface QueueFilter {
  status?: string;
  q?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** Only the filters that are set travel. */
const query = (params: QueueFilter) => {
  const entries = Object.entries(params).filter(([, value]) => value !== undefined && value !== '');
  return `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}`;
};

export const certificationReviewApi = {
  queue: (filter: QueueFilter) =>
    request<CertificationQueuePage>({ url: `${CERTIFICATION_QUEUE_PATH}${query(filter)}` }),
  detail: (id: number) => request<CertificationReviewDetail>({ url: `${CERTIFICATION_QUEUE_PATH}/${id}` }),
  approve: (id: number) => request<unknown>({ method: 'POST', url: `/account/certification/${id}/approve` }),
  reject: (id: number, reason: string) =>
    request<unknown>({ method: 'POST', url: `/account/certification/${id}/reject`, data: { reason } }),
};
