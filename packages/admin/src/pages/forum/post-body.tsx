/**
 * A post's body: HTML the server sanitised on every write (contract content/rich-text.ts allow-list), through
 * the kit's RichTextView, with images and audio fetched with the admin token as object URLs released when the
 * post goes. Never give it anything that did not come from the server's sanitiser.
 */
import { materialFileUrl } from '@soundboard/contract';
import { RichTextView } from '@soundboard/ui/content/rich-text-view.tsx';
import { useEffect, useMemo, useState } from 'react';
import { blob } from '../../api/http';

/** One object URL per material for the post's life (the same picture twice is fetched once). */
function useMaterialUrls(): (id: number) => Promise<string> {
  const [cache] = useState(() => new Map<number, Promise<string>>());
  useEffect(
    () => () => {
      for (const pending of cache.values()) pending.then(URL.revokeObjectURL, () => undefined);
      cache.clear();
    },
    [cache],
  );
  return useMemo(
    () => (id: number) => {
      let pending = cache.get(id);
      if (!pending) {
        pending = blob(materialFileUrl(id)).then((file) => URL.createObjectURL(file));
        cache.set(id, pending);
      }
      return pending;
    },
    [cache],
  );
}

export function PostBody({ html, className }: { html: string; className?: string }) {
  const resolve = useMaterialUrls();
  return <RichTextView html={html} resolveMaterialUrl={resolve} className={className} />;
}
