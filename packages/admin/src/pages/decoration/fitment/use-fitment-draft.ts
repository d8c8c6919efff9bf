/**
 * The fitment draft as the screen edits it: the document, saved by itself a pause after the last change, on
 * Ctrl/Cmd+S and when the page is hidden (the editors' useDraftSaver), and before leaving or publishing. Each
 * save names the draftVersion it edited; a conflict (saved elsewhere meanwhile) stops saving and offers a reload.
 * The contract's schema checks the document first, so a half-written label is held back and marked, not sent.
 */
import { useStore } from '@nanostores/react';
import { type FitmentDraft, ResultCode, translate } from '@soundboard/contract';
import { useRef, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { fitmentApi } from '../../../api/fitment';
import { $locale } from '../../../stores/locale';
import type { SaveState } from '../editor/save-status';
import { useDraftSaver } from '../editor/use-draft-saver';
import { documentIssues, fitmentIssues } from './fitment-values';

const AUTOSAVE_MS = 3000;

export function useFitmentDraft(draft: FitmentDraft, canWrite: boolean) {
  const locale = useStore($locale);
  const [document, setDocument] = useState(draft.document);
  const [state, setState] = useState<SaveState>('saved');
  const [savedAt, setSavedAt] = useState(new Date(draft.savedAt));
  const [unpublished, setUnpublished] = useState(draft.unpublishedChanges);
  const [checked, setChecked] = useState(false);
  const [serverIssues, setServerIssues] = useState<Record<string, string>>({});

  // What the saver reads when its turn comes (a timer, a page event), not what it saw when made.
  const documentNow = useRef(document);
  documentNow.current = document;
  const draftVersion = useRef(draft.draftVersion);
  const savedSnapshot = useRef(JSON.stringify(draft.document));
  const conflict = useRef(false);

  const hasChanges = () =>
    canWrite && !conflict.current && JSON.stringify(documentNow.current) !== savedSnapshot.current;

  const save = async (): Promise<boolean> => {
    const sent = documentNow.current;
    if (Object.keys(fitmentIssues(sent)).length > 0) {
      setChecked(true);
      setState('invalid');
      return false;
    }
    setState('saving');
    try {
      const saved = await fitmentApi.saveDraft(sent, draftVersion.current);
      draftVersion.current = saved.draftVersion;
      savedSnapshot.current = JSON.stringify(sent);
      setSavedAt(new Date(saved.savedAt));
      setUnpublished(saved.unpublishedChanges);
      setServerIssues({});
      setState(JSON.stringify(documentNow.current) === savedSnapshot.current ? 'saved' : 'dirty');
      return true;
    } catch (error) {
      if (isApiError(error) && error.code === ResultCode.VersionConflict) {
        conflict.current = true;
        setState('conflict');
        return false;
      }
      const issues = (isApiError(error) ? (error.data as { issues?: { path: string; message: string }[] }) : null)
        ?.issues;
      setServerIssues(documentIssues(issues ?? []));
      setState(issues?.length ? 'invalid' : 'failed');
      return false;
    }
  };
  const saver = useDraftSaver({
    save,
    hasChanges,
    snapshot: JSON.stringify(document),
    onDirty: () => setState((now) => (now === 'saving' ? now : 'dirty')),
    delayMs: AUTOSAVE_MS,
  });

  // The contract's messages while the document is checked (after a held-back save), then the server's.
  const issues: Record<string, string> = {};
  if (checked) for (const [path, key] of Object.entries(fitmentIssues(document))) issues[path] = translate(locale, key);
  for (const [path, message] of Object.entries(serverIssues)) issues[path] ??= message;

  return {
    document,
    change: setDocument,
    state,
    savedAt,
    unpublished,
    issues,
    hasChanges,
    flush: () => saver.flush(),
    /** After a publish: the draft is what is live now. */
    published: () => setUnpublished(false),
    draftVersion: () => draftVersion.current,
  };
}
