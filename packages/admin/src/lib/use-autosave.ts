/**
 * A draft editor's saving by itself, the one hook the article, home-template and fitment editors share: the
 * Autosaver (autosave.ts) saves a pause after the last change of `snapshot`, Ctrl/Cmd+S and a hidden page save
 * now, and the hook keeps the save state the status line shows. `save` and `hasChanges` are read when a save's
 * turn comes (the latest render's), not when the saver was made. After a version conflict (`conflicted()`) nothing
 * counts as unsaved, so saving stops until the screen reloads the draft.
 */
import { useEffect, useRef, useState } from 'react';
import { afterDialogsClose } from './after-dialogs-close';
import { Autosaver } from './autosave';
import { useSaveShortcut } from './save-shortcut';

export type SaveState = 'new' | 'saved' | 'dirty' | 'saving' | 'invalid' | 'failed' | 'conflict';

export interface AutosaveOptions {
  initialState: SaveState;
  /** Saves what is unsaved now and sets the state it ends in; resolves whether it is saved. */
  save: () => Promise<boolean>;
  /** Whether what is edited differs from what is saved. */
  hasChanges: () => boolean;
  /** What is edited, as a string: each new value (re)starts the pause. */
  snapshot: string;
  delayMs: number;
}

export function useAutosave({ initialState, save, hasChanges, snapshot, delayMs }: AutosaveOptions) {
  const [state, setState] = useState<SaveState>(initialState);
  const conflict = useRef(false);
  const unsaved = () => !conflict.current && hasChanges();
  const latest = useRef({ save, unsaved });
  latest.current = { save, unsaved };
  const [saver] = useState(
    () =>
      new Autosaver(
        () => latest.current.save(),
        () => latest.current.unsaved(),
        delayMs,
      ),
  );

  useEffect(() => {
    if (!latest.current.unsaved()) return;
    setState((now) => (now === 'saving' ? now : 'dirty'));
    saver.changed();
  }, [snapshot, saver]);

  useSaveShortcut(() => void saver.flush());
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void saver.flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      saver.stop();
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [saver]);

  return {
    state,
    setState,
    /** Something is unsaved and may still be saved (not after a conflict). */
    hasChanges: unsaved,
    /** Saves now (a button, leaving, before a preview or a workflow step); resolves whether all is saved. */
    flush: () => saver.flush(),
    /**
     * Runs `then` once no dialog is open and no save runs or waits (a new record's move to its edit page: the
     * record is then the last save's); answers a function that stops waiting.
     */
    afterDialogsAndSaves: (then: () => void) => {
      let stopped = false;
      const stopDialogs = afterDialogsClose(() => {
        void saver.settled().then(() => {
          if (!stopped) then();
        });
      });
      return () => {
        stopped = true;
        stopDialogs();
      };
    },
    /** A save found the draft changed elsewhere. */
    conflicted: () => {
      conflict.current = true;
      setState('conflict');
    },
  };
}
