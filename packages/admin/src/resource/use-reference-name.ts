/** The name of a referenced record known only by its id (a filter restored from the URL). */
import { displayName, type ResourceDef } from '@soundboard/contract';
import { useEffect, useState } from 'react';
import { apiFor } from './api';

export function useReferenceName(def: ResourceDef | undefined, id: string | undefined): string {
  const [name, setName] = useState('');
  useEffect(() => {
    setName('');
    if (!def || !id) return;
    let current = true;
    apiFor(def)
      .get(Number(id))
      .then((record) => {
        if (current) setName(displayName(def, record));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [def, id]);
  return name;
}
