/**
 * The server-driven menu (POST /behind/user/menu): fetched with info -> success | error notifications when
 * menuFromServer turns on, or by the permission guard when it is empty. The list itself is the settings' `serverMenu`.
 */
import type { MenuItem } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { atom } from 'nanostores';
import { request } from '../api/http';
import { userApi } from '../api/user';
import { t } from '../i18n';
import { $settings, setServerMenu, updateSettings } from './settings';

/** One id, so success or error replaces the loading notice in place. */
const NOTICE_ID = 'menuNotice';

export const $menuLoading = atom(false);

export type MenuFetcher = () => Promise<MenuItem[]>;

const fetchFromServer: MenuFetcher = () => userApi(request).menu();

export async function fetchServerMenu(fetcher: MenuFetcher = fetchFromServer): Promise<MenuItem[]> {
  $menuLoading.set(true);
  toast.info(t('menu.fetch.loading'), { id: NOTICE_ID, duration: 0 });
  try {
    const menu = await fetcher();
    setServerMenu(menu);
    toast.success(t('menu.fetch.success'), { id: NOTICE_ID });
    return menu;
  } catch (error) {
    toast.error(t('menu.fetch.error'), { id: NOTICE_ID });
    throw error;
  } finally {
    $menuLoading.set(false);
  }
}

/** The settings drawer's menuFromServer switch: on fetches the menu configuration. */
export async function setMenuFromServer(on: boolean, fetcher?: MenuFetcher): Promise<void> {
  updateSettings({ menuFromServer: on });
  if (on) await fetchServerMenu(fetcher).catch(() => undefined);
}

export function serverMenuIsEmpty(): boolean {
  return $settings.get().serverMenu.length === 0;
}

/** Flattens the menu tree (groups and pages). */
export function flattenMenu(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.children ?? [])]);
}
