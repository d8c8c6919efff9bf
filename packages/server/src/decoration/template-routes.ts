/**
 * The home-page templates' routes beyond the resource framework's (contract decoration/templates.ts): the
 * draft, publishing, versions and restoring one, the active template, and copies. Reading needs content:read;
 * saving, restoring and copying content:write; publishing and activating content:publish.
 */
import {
  draftSaveSchema,
  HOME_TEMPLATES_PATH,
  homeTemplate,
  publishSchema,
  templateCopySchema,
} from '@soundboard/contract';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import { homeTemplates } from '../db/schema';
import { refused } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody } from '../http/validate';
import type { ResourceBinding } from '../resources/binding';
import { enabledValues } from '../resources/dictionary-fields';
import { uniqueAsIssue } from '../resources/duplicates';
import { recordDetail } from '../resources/read';
import { acceptRichTextBody } from '../resources/rich-text-limit';
import { createInTx } from '../resources/write-in-tx';
import { listVersions, publishDraft, readDraft, readVersion, restoreVersion, saveDraft } from './drafts';
import { currentDocument, homeTemplateBinding, TEMPLATE_DRAFTS } from './templates';

const P = `${HOME_TEMPLATES_PATH}/:id{[0-9]+}`;
const read = needs(homeTemplate.permissions.read);
const write = needs(homeTemplate.permissions.write);
const publish = needs('content:publish');
/** Any constant: two activations take turns, so the one-active index never sees two. */
const ACTIVATE_LOCK = 727_020;

// A page of long texts is larger than the usual JSON limit: the draft takes the rich-text writes' limit.
acceptRichTextBody('PUT', /^\/behind\/home-templates\/[0-9]+\/draft$/);

const served: ResourceBinding = { def: homeTemplate, source: homeTemplates, hooks: homeTemplateBinding.hooks };

export const templateRoutes = new Hono<AppEnv>();

templateRoutes.get(`${P}/draft`, read, async (c) => ok(c, await readDraft(c.var.deps.db, TEMPLATE_DRAFTS, idParam(c))));

templateRoutes.put(`${P}/draft`, write, async (c) => {
  const body = await jsonBody(c, draftSaveSchema);
  return ok(c, await saveDraft(c, TEMPLATE_DRAFTS, idParam(c), body));
});

templateRoutes.post(`${P}/publish`, publish, async (c) => {
  const body = await jsonBody(c, publishSchema);
  return ok(c, await publishDraft(c, TEMPLATE_DRAFTS, idParam(c), body));
});

templateRoutes.get(`${P}/versions`, read, async (c) =>
  ok(c, await listVersions(c.var.deps.db, TEMPLATE_DRAFTS, idParam(c))),
);

templateRoutes.get(`${P}/versions/:number{[0-9]+}`, read, async (c) =>
  ok(c, await readVersion(c.var.deps.db, TEMPLATE_DRAFTS, idParam(c), idParam(c, 'number'))),
);

templateRoutes.post(`${P}/versions/:number{[0-9]+}/restore`, write, async (c) =>
  ok(c, await restoreVersion(c, TEMPLATE_DRAFTS, idParam(c), idParam(c, 'number'))),
);

/** The storefront shows this template from now on; the one active before is switched off in the same transaction. */
templateRoutes.post(`${P}/activate`, publish, async (c) => {
  const id = idParam(c);
  await c.var.deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ACTIVATE_LOCK})`);
    const [row] = await tx.select().from(homeTemplates).where(eq(homeTemplates.id, id)).for('update');
    if (!row) throw notFound();
    if (row.publishedVersion === 0) throw refused('decoration.neverPublished');
    if (row.active) return;
    const previous = await tx
      .update(homeTemplates)
      .set({ active: false })
      .where(eq(homeTemplates.active, true))
      .returning({ id: homeTemplates.id });
    await tx.update(homeTemplates).set({ active: true }).where(eq(homeTemplates.id, id));
    for (const old of previous)
      await audit(tx, c, {
        action: 'deactivate',
        entity: homeTemplate.name,
        entityId: old.id,
        before: { active: true },
        after: { active: false },
      });
    await audit(tx, c, {
      action: 'activate',
      entity: homeTemplate.name,
      entityId: id,
      before: { active: false },
      after: { active: true },
    });
  });
  return ok(c, null);
});

/** A new template (through the framework's create: its rules, audit and image usages) with the draft copied. */
templateRoutes.post(`${P}/copy`, write, async (c) => {
  const id = idParam(c);
  const { name } = await jsonBody(c, templateCopySchema);
  const { db } = c.var.deps;
  const enabled = await enabledValues(db, homeTemplate);
  let input: Record<string, unknown> = { name };
  const row = await db
    .transaction(async (tx) => {
      const [source] = await tx.select().from(homeTemplates).where(eq(homeTemplates.id, id));
      if (!source) throw notFound();
      input = { name, note: source.note, thumbnail: source.thumbnail };
      const created = await createInTx(c, tx, served, input, enabled);
      const draft = currentDocument(source.draft);
      const [copied] = await tx
        .update(homeTemplates)
        .set({ draft, pageCount: draft.pages.length })
        .where(eq(homeTemplates.id, created.id))
        .returning();
      return copied ?? created;
    })
    .catch((error) => uniqueAsIssue(c, served, input, error));
  return ok(c, await recordDetail(c, served, row as never));
});
