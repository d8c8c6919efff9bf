/**
 * An object URL for an image served under /behind (an avatar, an uploaded file: it needs the admin-token header,
 * which <img src> cannot send). Undefined while loading, when there is none, or when loading fails (the Avatar
 * shows the initial).
 */
import { useEffect, useState } from 'react';
import { blob } from '../api/http';

export function useAvatarSrc(url: string | null | undefined): string | undefined {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    setSrc(undefined);
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    blob(url, controller.signal)
      .then((image) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(image);
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
