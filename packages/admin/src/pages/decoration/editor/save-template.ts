/**
 * One save of the editor: a new template is created by its first save (name), a changed name updates the record,
 * a changed document saves the draft with the draftVersion it edited. What failed comes back as issues (the
 * server's, translated, with their paths: `name`, or the document's under `document.`) or as a conflict.
 */
import { type HomeDocument, homeTemplate, ResultCode, type TemplateDraft } from '@soundboard/contract';
import { decorationApi } from '../../../api/decoration';
import { isApiError } from '../../../api/errors';
import { apiFor, type ResourceRecord } from '../../../resource/api';

/** What the server holds, as the editor compares it. */
export interface Saved {
  /** The draft's document, as JSON. */
  document: string;
  name: string;
  draftVersion: number;
}

export interface TemplateIssue {
  path: string;
  message: string;
}

export type SaveResult =
  | { ok: true; record: ResourceRecord; draft: TemplateDraft | null; saved: Saved }
  /** `record` and `saved`: what did get saved before the failure (a new template is created, its draft refused). */
  | { ok: false; conflict: boolean; issues: TemplateIssue[]; record: ResourceRecord | null; saved: Saved };

export async function saveTemplate({
  record,
  name,
  document,
  saved,
  t,
}: {
  record: ResourceRecord | null;
  name: string;
  document: HomeDocument;
  saved: Saved;
  t: (key: string) => string;
}): Promise<SaveResult> {
  const trimmed = name.trim();
  const api = apiFor(homeTemplate);
  let next = { ...saved };
  let current = record;
  if (!trimmed) {
    const issues = [{ path: 'name', message: t('decoration.editor.nameRequired') }];
    return { ok: false, conflict: false, issues, record, saved };
  }
  try {
    if (!current) {
      current = await api.create({ name: trimmed, note: '', thumbnail: [] });
      const draft = await decorationApi.draft(current.id);
      next = { name: trimmed, document: JSON.stringify(draft.document), draftVersion: draft.draftVersion };
    } else if (trimmed !== saved.name) {
      const { note, thumbnail, version } = current;
      current = await api.update(current.id, { name: trimmed, note, thumbnail, version });
      next = { ...next, name: trimmed };
    }
    let draft: TemplateDraft | null = null;
    const text = JSON.stringify(document);
    if (text !== next.document) {
      draft = await decorationApi.saveDraft(current.id, document, next.draftVersion);
      next = { ...next, document: text, draftVersion: draft.draftVersion };
    }
    return {
      ok: true,
      record: { ...current, ...(draft ? { unpublishedChanges: draft.unpublishedChanges } : {}) },
      draft,
      saved: next,
    };
  } catch (error) {
    const conflict = isApiError(error) && error.code === ResultCode.VersionConflict;
    const issues = (isApiError(error) ? (error.data as { issues?: TemplateIssue[] } | null)?.issues : null) ?? [];
    return { ok: false, conflict, issues: conflict ? [] : issues, record: current, saved: next };
  }
}
