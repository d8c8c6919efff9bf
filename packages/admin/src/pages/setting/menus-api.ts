/** The server menu's entries through the app's one client (Settings → menus; every call needs menu:write). */
import {
  MENU_ADMIN_PATH,
  type MenuEntry,
  type MenuEntryInput,
  type MenuItem,
  type MenuOrderInput,
} from '@soundboard/contract';
import { request } from '../../api/http';

export const loadMenuEntries = () => request<MenuEntry[]>({ url: MENU_ADMIN_PATH });

export const createMenuEntry = (input: MenuEntryInput) =>
  request<MenuEntry>({ method: 'POST', url: MENU_ADMIN_PATH, data: input });

export const updateMenuEntry = (id: number, input: MenuEntryInput) =>
  request<MenuEntry>({ method: 'PUT', url: `${MENU_ADMIN_PATH}/${id}`, data: input });

export const deleteMenuEntry = (id: number) => request<null>({ method: 'DELETE', url: `${MENU_ADMIN_PATH}/${id}` });

/** Every entry's new place at once (a move or a drop). */
export const saveMenuOrder = (entries: MenuOrderInput['entries']) =>
  request<MenuEntry[]>({ method: 'PUT', url: `${MENU_ADMIN_PATH}/order`, data: { entries } });

/** The menu a role would get from /user/menu. */
export const previewMenu = (role: string) =>
  request<MenuItem[]>({ url: `${MENU_ADMIN_PATH}/preview`, params: { role } });
