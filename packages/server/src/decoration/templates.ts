/**
 * Home-page templates (contract resources/defs/home-template.ts): the record is served by the resource framework
 * with these rules — a new template starts with one empty page as its draft, an update changes only the record's
 * own fields (the draft has its routes, ./template-routes.ts), and the active and the default template cannot
 * be deleted. Their drafts and versions go through ./drafts.ts.
 */
import {
  documentReferences,
  emptyDocument,
  type HomeDocument,
  homeTemplate,
  migrateDocument,
  validateDocument,
} from '@soundboard/contract';
import { homeTemplates, homeTemplateVersions } from '../db/schema';
import { refused } from '../domains/issues';
import { defineBinding } from '../resources/binding';
import type { DraftKind } from './drafts';

/** A stored document in the current schema (saves validate, so a stored one is of a known version). */
export function currentDocument(stored: unknown): HomeDocument {
  const migrated = migrateDocument(stored);
  if (migrated === null) throw new Error('a stored home document has an unknown schema version');
  return migrated as HomeDocument;
}

export const TEMPLATE_DRAFTS: DraftKind<HomeDocument> = {
  entity: homeTemplate.name,
  drafts: homeTemplates,
  versions: homeTemplateVersions,
  owner: { column: homeTemplateVersions.templateId, field: 'templateId' },
  validate: validateDocument,
  references: documentReferences,
  current: currentDocument,
  // The list's columns follow the draft; a draft save is the template's latest change.
  onDraft: (document, differs, { now, userId }) => ({
    pageCount: document.pages.length,
    unpublishedChanges: differs,
    updatedAt: now,
    updatedBy: userId,
  }),
  onPublish: (number, now) => ({ publishedVersion: number, lastPublishedAt: now, unpublishedChanges: false }),
};

/** The first page's name in the creator's language. */
const HOME_PAGE_NAME = { 'zh-CN': '首页', 'en-US': 'Home' } as const;

export const homeTemplateBinding = defineBinding(homeTemplate, {
  async prepare(ctx, _input, before) {
    if (before) return {};
    const draft = emptyDocument(HOME_PAGE_NAME[ctx.c.var.locale]);
    // Never published: the draft is all unpublished.
    return {
      values: {
        draft,
        draftVersion: 1,
        draftSavedAt: ctx.now,
        draftSavedBy: ctx.userId,
        pageCount: draft.pages.length,
        unpublishedChanges: true,
      } as Record<string, unknown>,
    };
  },
  async beforeDelete(_ctx, row) {
    if (row.active) throw refused('decoration.activeNotDeletable');
    if (row.isDefault) throw refused('decoration.defaultNotDeletable');
  },
});
