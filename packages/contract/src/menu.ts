/** One entry of the server-driven menu (`POST /behind/user/menu`). `name` is an i18n key of the admin app. */
export interface MenuItem {
  key: string;
  path: string;
  name: string;
  icon?: string;
  children?: MenuItem[];
}
