/**
 * The signed-in user's own area (packages/server/src/routes/profile.ts, avatar.ts, certification.ts) and the
 * public account requests (requests.ts): register and forgot-password file a request an administrator handles.
 */
import {
  AVATAR_UPLOAD_PATH,
  type CertificationInput,
  type CertificationStatus,
  type ProfileInput,
} from '@soundboard/contract';
import type { AccountOverview } from './account-overview';
import type { UploadOptions } from './core';
import { request, upload } from './http';

export interface Profile {
  id: number;
  userName: string;
  email: string;
  nickname: string;
  countryRegion: string;
  area: string[];
  address: string;
  profile: string;
  /** '' when none, else a /behind URL that needs the admin-token header (see useAvatarSrc). */
  avatar: string;
  officeLocation: string;
  introduction: string;
  website: string;
  phone: string;
  accountId: string;
  registrationDate: string;
  version: number;
}

export type { CertificationStatus };

export interface CertificationRecord {
  id: number;
  certificationType: CertificationInput['accountType'];
  certificationContent: string;
  status: CertificationStatus;
  time: string;
  /** The reviewer's reason, once rejected. */
  rejectReason?: string | null;
}

export interface CertificationDetail extends CertificationInput {
  id: number;
  status: CertificationStatus;
  time: string;
  rejectReason?: string | null;
  version: number;
}

export interface CertificationOverview {
  enterpriseInfo: CertificationDetail | null;
  records: CertificationRecord[];
}

export interface RegisterInput {
  username: string;
  password: string;
  email: string;
  nickname: string;
  reason: string;
}

export const accountApi = {
  profile: () => request<Profile>({ url: '/account/profile' }),
  overview: () => request<AccountOverview>({ url: '/account/overview' }),
  saveProfile: (input: ProfileInput) => request<Profile>({ method: 'PUT', url: '/account/profile', data: input }),
  changePassword: (input: { oldPassword: string; newPassword: string }) =>
    request<null>({ method: 'PUT', url: '/account/password', data: input }),
  certification: () => request<CertificationOverview>({ url: '/account/certification' }),
  certificationDetail: (id: number) => request<CertificationDetail>({ url: `/account/certification/${id}` }),
  submitCertification: (input: CertificationInput) =>
    request<CertificationDetail>({ method: 'POST', url: '/account/certification', data: input }),
  withdrawCertification: (id: number) =>
    request<CertificationDetail>({ method: 'POST', url: `/account/certification/${id}/withdraw` }),
  register: (input: RegisterInput) => request<unknown>({ method: 'POST', url: '/account/register', data: input }),
  forgotPassword: (input: { username: string; note: string }) =>
    request<unknown>({ method: 'POST', url: '/account/forgot-password', data: input }),
};

/** Uploads an avatar, reporting progress. */
export function uploadAvatar(file: File, options: UploadOptions): Promise<{ avatar: string }> {
  return upload(AVATAR_UPLOAD_PATH, file, options);
}
