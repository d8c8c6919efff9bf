/**
 * Which columns of a resource's list are hidden: the user's last choice (kept per resource in local storage),
 * else the definition's optional columns.
 */
import type { ResourceDef } from '@soundboard/contract';
import { useMemo, useState } from 'react';
import { storage } from '../lib/storage';

export function useHiddenColumns(def: ResourceDef) {
  const key = `columns:${def.name}`;
  const initial = useMemo(() => {
    const stored = storage.get(key);
    if (stored) return new Set<string>(JSON.parse(stored) as string[]);
    return new Set(
      Object.entries(def.fields)
        .filter(([, field]) => field.column === 'optional')
        .map(([name]) => name),
    );
  }, [key, def]);
  const [hidden, setHidden] = useState(initial);
  const change = (next: Set<string>) => {
    setHidden(next);
    storage.set(key, JSON.stringify([...next]));
  };
  return [hidden, change] as const;
}
