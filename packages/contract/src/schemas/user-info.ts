/**
 * The signed-in user as the server describes it: the answer of /user/user_info, and the `user` of the login
 * answer (so the client can render its first frame without a second round trip).
 */
import type { Permission } from '../permissions';

export interface UserInfoAnswer {
  id: number;
  user_name: string;
  nickname: string;
  /** The avatar's URL under the API base, or '' when the user has none. */
  avatar: string;
  /** Role keys, in role id order. */
  role: string[];
  /** Role names in the request's locale, in the order of `role`. */
  roleNames: string[];
  /** Granted permissions, sorted. */
  permissions: Permission[];
  email: string;
  accountId: string;
  /** ISO 8601. */
  registrationDate: string;
}

export interface LoginAnswer {
  token: string;
  user: UserInfoAnswer;
}
