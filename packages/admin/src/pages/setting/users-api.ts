/** User administration through the app's one client (contract settings/user-admin.ts says the shapes). */
import {
  type AdminSession,
  type AdminUser,
  type CreateUserInput,
  type GeneratedPasswordAnswer,
  type UpdateUserInput,
  USER_ADMIN_PATH,
  type UserStatus,
} from '@soundboard/contract';
import { request } from '../../api/http';

export interface UserQuery {
  status?: UserStatus;
  role?: string;
  keyword?: string;
}

/** Only the filters that are set travel (the server refuses unknown or empty values). */
function params(query: UserQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value)) as Record<string, string>;
}

export const listUsers = (query: UserQuery) => request<AdminUser[]>({ url: USER_ADMIN_PATH, params: params(query) });

export const createUser = (input: CreateUserInput) =>
  request<GeneratedPasswordAnswer>({ method: 'POST', url: USER_ADMIN_PATH, data: input });

export const updateUser = (id: number, input: UpdateUserInput) =>
  request<AdminUser>({ method: 'PUT', url: `${USER_ADMIN_PATH}/${id}`, data: input });

export const setUserStatus = (id: number, status: UserStatus) =>
  request<AdminUser>({ method: 'PUT', url: `${USER_ADMIN_PATH}/${id}/status`, data: { status } });

export const resetPassword = (id: number) =>
  request<GeneratedPasswordAnswer>({ method: 'POST', url: `${USER_ADMIN_PATH}/${id}/reset-password` });

export const listSessions = (id: number) => request<AdminSession[]>({ url: `${USER_ADMIN_PATH}/${id}/sessions` });

export const endSession = (id: number, sessionId: number) =>
  request<null>({ method: 'DELETE', url: `${USER_ADMIN_PATH}/${id}/sessions/${sessionId}` });
