/**
 * The menu editor's entries: loaded from the server, moved at once on screen while PUT /order saves the new
 * places (the server's answer then replaces them; a refusal puts the old order back — the request layer has
 * toasted why), and a revision that counts saved changes so the preview can load again. With "Menu From Server"
 * on, the app's own menu is fetched again after each change, so the side menu follows the editor.
 */
import type { MenuEntry } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useLatestLoad } from '../../lib/use-latest-load';
import { $settings } from '../../stores/settings';
import { applyOrder, type OrderEntry } from './menu-tree-model';
import { loadMenuEntries, saveMenuOrder } from './menus-api';

function refreshAppMenu(): void {
  if (!$settings.get().menuFromServer) return;
  void import('../../stores/menu').then(({ fetchServerMenu }) => fetchServerMenu().catch(() => undefined));
}

export function useMenuEntries() {
  const t = useT();
  const { data, failed, reload } = useLatestLoad(loadMenuEntries);
  const [entries, setEntries] = useState<MenuEntry[]>();
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    if (data) setEntries(data);
  }, [data]);

  const saveOrder = async (order: OrderEntry[] | null): Promise<void> => {
    if (!entries) return;
    if (!order) {
      toast.info(t('menus.orderRefused'), { id: 'menus-order' });
      return;
    }
    const before = entries;
    setEntries(applyOrder(entries, order));
    try {
      setEntries(await saveMenuOrder(order));
      setRevision((count) => count + 1);
      refreshAppMenu();
      toast.success(t('menus.orderSaved'), { id: 'menus-order' });
    } catch {
      setEntries(before);
    }
  };

  const changed = () => {
    setRevision((count) => count + 1);
    reload();
    refreshAppMenu();
  };

  return { entries, failed, reload, changed, saveOrder, revision };
}
