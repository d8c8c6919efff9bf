/** Roles through the app's one client (the server's routes/roles-admin.ts). */
import { type AdminRole, ROLE_ADMIN_PATH } from '@soundboard/contract';
import { request } from '../../api/http';

export interface RoleFields {
  nameZh: string;
  nameEn: string;
  permissions: AdminRole['permissions'];
  menuKeys: string[] | null;
}

export const loadRoles = () => request<AdminRole[]>({ url: ROLE_ADMIN_PATH });

export const createRole = (input: RoleFields & { key: string }) =>
  request<AdminRole>({ method: 'POST', url: ROLE_ADMIN_PATH, data: input });

export const updateRole = (id: number, input: RoleFields & { version: number }) =>
  request<AdminRole>({ method: 'PUT', url: `${ROLE_ADMIN_PATH}/${id}`, data: input });

export const deleteRole = (id: number) => request<null>({ method: 'DELETE', url: `${ROLE_ADMIN_PATH}/${id}` });
