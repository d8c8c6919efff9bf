/**
 * The players of a store as the store record lists them (store:read, the same record the store detail shows),
 * for pickers: the playout filter's player choice. Empty while loading and without a store.
 */
import { store } from '@soundboard/contract';
import type { PickerOption } from '@soundboard/ui/pickers/list-parts.tsx';
import { useEffect, useState } from 'react';
import { apiFor } from '../../resource/api';

export function useStorePlayerOptions(storeId: string | undefined): PickerOption[] {
  const [options, setOptions] = useState<PickerOption[]>([]);
  useEffect(() => {
    setOptions([]);
    if (!storeId) return;
    let current = true;
    apiFor(store)
      .get(Number(storeId))
      .then((record) => {
        const players = (record.players as { id: number; name: string; serial: string }[] | undefined) ?? [];
        if (current)
          setOptions(players.map((player) => ({ id: String(player.id), label: `${player.name} · ${player.serial}` })));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [storeId]);
  return options;
}
