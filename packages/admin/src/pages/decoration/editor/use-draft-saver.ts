/**
 * A draft editor's saving by itself (pages/content/autosave.ts's Autosaver wired to a screen): a pause after the
 * last change of `snapshot` it saves, Ctrl/Cmd+S and a hidden page save now; `save` and `hasChanges` are read
 * when a save's turn comes (the latest render's), not when the saver was made. The template editor and the
 * fitment screen share it.
 */
import { useEffect, useRef, useState } from 'react';
import { isSaveShortcut } from '../../../lib/save-shortcut';
import { Autosaver } from '../../content/autosave';

export function useDraftSaver({
  save,
  hasChanges,
  snapshot,
  onDirty,
  delayMs,
}: {
  /** Saves what is unsaved now; resolves whether it is saved. */
  save: () => Promise<boolean>;
  hasChanges: () => boolean;
  /** What is edited, as a string: each new value (re)starts the pause. */
  snapshot: string;
  /** A change waits to be saved (the screen says "Unsaved changes"). */
  onDirty: () => void;
  delayMs: number;
}): Autosaver {
  const latest = useRef({ save, hasChanges });
  latest.current = { save, hasChanges };
  const [saver] = useState(
    () =>
      new Autosaver(
        () => latest.current.save(),
        () => latest.current.hasChanges(),
        delayMs,
      ),
  );

  useEffect(() => {
    if (!latest.current.hasChanges()) return;
    onDirty();
    saver.changed();
  }, [snapshot, saver]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isSaveShortcut(event)) {
        event.preventDefault();
        void saver.flush();
      }
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void saver.flush();
    };
    addEventListener('keydown', onKey);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      saver.stop();
      removeEventListener('keydown', onKey);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [saver]);
  return saver;
}
