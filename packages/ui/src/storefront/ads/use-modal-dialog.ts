import { type RefObject, useEffect, useRef } from 'react';

/**
 * Opens a native <dialog> as modal when it mounts (the browser keeps focus inside it and puts it above the
 * page) and calls onClose when it closes, by Escape or by dialog.close(); its latest onClose, not the first.
 */
export function useModalDialog(onClose: () => void): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const closed = () => closeRef.current();
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, []);
  return ref;
}
