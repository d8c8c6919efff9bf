/** Account requests (register, forgot password) through the app's one client; shapes in contract settings/account-requests.ts. */
import {
  ACCOUNT_REQUESTS_PATH,
  type AccountRequest,
  type AccountRequestKind,
  type AccountRequestResult,
  type AccountRequestStatus,
} from '@soundboard/contract';
import { request } from '../../api/http';

export interface AccountRequestQuery {
  kind?: AccountRequestKind;
  status?: AccountRequestStatus;
}

export const listAccountRequests = (query: AccountRequestQuery) =>
  request<AccountRequest[]>({
    url: ACCOUNT_REQUESTS_PATH,
    // Only the filters that are set travel (the server refuses empty values).
    params: Object.fromEntries(Object.entries(query).filter(([, value]) => value)) as Record<string, string>,
  });

export const approveAccountRequest = (id: number) =>
  request<AccountRequestResult>({ method: 'POST', url: `${ACCOUNT_REQUESTS_PATH}/${id}/approve`, data: {} });

export const rejectAccountRequest = (id: number) =>
  request<AccountRequestResult>({ method: 'POST', url: `${ACCOUNT_REQUESTS_PATH}/${id}/reject`, data: {} });
