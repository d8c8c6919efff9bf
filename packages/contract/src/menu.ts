import type { Locale } from './locale';

/** One entry of the server-driven menu (`POST /behind/user/menu`). `name` is an i18n key of the admin app. */
export interface MenuItem {
  key: string;
  path: string;
  name: string;
  icon?: string;
  /** Custom titles set in the menu editor; they win over `name`. */
  titles?: Record<Locale, string>;
  children?: MenuItem[];
}
