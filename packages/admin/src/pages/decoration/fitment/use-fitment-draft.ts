/**
 * The fitment draft as the screen edits it: the document, saved by itself a pause after the last change, on
 * Ctrl/Cmd+S and when the page is hidden (the editors' useAutosave), and before leaving or publishing. Each
 * save names the draftVersion it edited; a conflict (saved elsewhere meanwhile) stops saving and offers a reload.
 * The contract's schema checks the document first, so a half-written label is held back and marked, not sent.
 */
import { useStore } from '@nanostores/react';
import { type FitmentDraft, translate } from '@soundboard/contract';
import { useRef, useState } from 'react';
import { errorIssues, isVersionConflict } from '../../../api/errors';
import { fitmentApi } from '../../../api/fitment';
import { useAutosave } from '../../../lib/use-autosave';
import { $locale } from '../../../stores/locale';
import { documentIssues, fitmentIssues } from './fitment-values';

const AUTOSAVE_MS = 3000;

export function useFitmentDraft(draft: FitmentDraft, canWrite: boolean) {
  const locale = useStore($locale);
  const [document, setDocument] = useState(draft.document);
  const [savedAt, setSavedAt] = useState(new Date(draft.savedAt));
  const [unpublished, setUnpublished] = useState(draft.unpublishedChanges);
  const [checked, setChecked] = useState(false);
  const [serverIssues, setServerIssues] = useState<Record<string, string>>({});

  // What the saver reads when its turn comes (a timer, a page event), not what it saw when made.
  const documentNow = useRef(document);
  documentNow.current = document;
  const draftVersion = useRef(draft.draftVersion);
  const savedSnapshot = useRef(JSON.stringify(draft.document));

  const differs = () => canWrite && JSON.stringify(documentNow.current) !== savedSnapshot.current;

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
      if (isVersionConflict(error)) {
        autosave.conflicted();
        return false;
      }
      const issues = errorIssues(error);
      setServerIssues(documentIssues(issues));
      setState(issues.length > 0 ? 'invalid' : 'failed');
      return false;
    }
  };
  const autosave = useAutosave({
    initialState: 'saved',
    save,
    hasChanges: differs,
    snapshot: JSON.stringify(document),
    delayMs: AUTOSAVE_MS,
  });
  const { state, setState } = autosave;

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
    hasChanges: autosave.hasChanges,
    flush: autosave.flush,
    /** After a publish: the draft is what is live now. */
    published: () => setUnpublished(false),
    draftVersion: () => draftVersion.current,
  };
}
