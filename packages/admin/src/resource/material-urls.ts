/**
 * Material files for rich text shown in the admin: the file needs the token, which an <img src> cannot send, so
 * each material is fetched once and shown through an object URL, all revoked when the view goes away.
 */
import { materialFileUrl } from '@soundboard/contract';
import { useEffect, useMemo, useState } from 'react';
import { blob } from '../api/http';

export function useMaterialUrls(): (id: number) => Promise<string> {
  const [cache] = useState(() => new Map<number, Promise<string>>());
  useEffect(
    () => () => {
      for (const pending of cache.values()) pending.then((url) => URL.revokeObjectURL(url)).catch(() => undefined);
      cache.clear();
    },
    [cache],
  );
  return useMemo(
    () => (id: number) => {
      let pending = cache.get(id);
      if (!pending) {
        pending = blob(materialFileUrl(id)).then((file) => URL.createObjectURL(file));
        // A failed fetch is not kept: the next view tries again.
        pending.catch(() => cache.delete(id));
        cache.set(id, pending);
      }
      return pending;
    },
    [cache],
  );
}
