/**
 * An object URL for an avatar served under /behind (it needs the admin-token header, which <img src> cannot
 * send). Undefined while loading, when there is none, or when the fetch fails (the Avatar shows the initial).
 */
import { useEffect, useState } from 'react';
import { fetchAvatarBlob } from '../api/account';

export function useAvatarSrc(url: string | null | undefined): string | undefined {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    setSrc(undefined);
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    fetchAvatarBlob(url, controller.signal)
      .then((blob) => {
        if (!blob || controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return src;
}
