/** The calls of the /user area (the shapes the server answers; see packages/server/src/routes/user.ts). */
import {
  type FoundColleague,
  type LoginAnswer,
  type LoginInput,
  type MenuItem,
  USER_FIND_MANY_PATH,
  type UserDisplay,
} from '@soundboard/contract';
import type { UserInfo } from '../stores/session';
import type { Request } from './core';

export interface FoundUser {
  id: number;
  user_name: string;
  user_avatar: string | null;
}

export function userApi(request: Request) {
  return {
    login: (input: LoginInput) => request<LoginAnswer>({ method: 'POST', url: '/user/login', data: input }),
    logout: () => request<null>({ method: 'POST', url: '/user/login_out' }),
    userInfo: () => request<UserInfo>({ method: 'POST', url: '/user/user_info' }),
    menu: () => request<MenuItem[]>({ method: 'POST', url: '/user/menu' }),
    find: (id: number | string) => request<FoundUser>({ url: '/user/find', params: { id: String(id) } }),
    /** Many users' display names and avatars at once (the user chips: lib/user-lookup.ts); unknown ids are absent. */
    findMany: (ids: readonly number[]) =>
      request<UserDisplay[]>({ url: USER_FIND_MANY_PATH, params: { ids: ids.join(',') } }),
    /** Colleagues by username or nickname (user:lookup): pickers naming a user. */
    search: (q: string) => request<FoundColleague[]>({ url: '/user/search', params: q ? { q } : {} }),
  };
}

export type UserApi = ReturnType<typeof userApi>;
