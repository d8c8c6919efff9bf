/** Test support for the decoration suites: templates made through the routes, and their rows read back. */
import { type HomeDocument, newComponent } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { fitment, homeTemplates, homeTemplateVersions } from '../db/schema';
import { data } from '../test/commerce';
import type { Harness } from '../test/harness';

export const en = { 'accept-language': 'en-US' };

let serial = 0;
/** A template name unique within the run (the tests of one file share a database). */
export const uniqueName = (text: string) => `${text} ${process.pid % 1000}-${++serial}`;

export async function createTemplate(h: Harness, token: string, name = uniqueName('Template')) {
  return data(
    await h.call('POST', '/behind/home-templates', { token, headers: en, json: { name, note: '', thumbnail: [] } }),
  ) as { id: number; version: number };
}

export async function templateRow(h: Harness, id: number) {
  const [row] = await h.database.db.select().from(homeTemplates).where(eq(homeTemplates.id, id));
  if (!row) throw new Error(`no template ${id}`);
  return row;
}

export async function versionRows(h: Harness, id: number) {
  return h.database.db
    .select()
    .from(homeTemplateVersions)
    .where(eq(homeTemplateVersions.templateId, id))
    .orderBy(homeTemplateVersions.number);
}

export async function fitmentRow(h: Harness) {
  const [row] = await h.database.db.select().from(fitment).where(eq(fitment.id, 1));
  if (!row) throw new Error('no fitment');
  return row;
}

/** A valid one-page document of these kinds (ids b0, b1 …). */
export function documentOf(...kinds: Parameters<typeof newComponent>[0][]): HomeDocument {
  return {
    schemaVersion: 2,
    pages: [
      {
        id: 'home',
        name: 'Home',
        settings: { title: '', background: '#f7f8fa', navigationBarBackground: '#ffffff', navigationBarText: 'dark' },
        components: kinds.map((kind, index) => newComponent(kind, `b${index}`)),
      },
    ],
  };
}

export async function saveDraft(h: Harness, token: string, id: number, document: unknown, draftVersion?: number) {
  const version = draftVersion ?? (await templateRow(h, id)).draftVersion;
  return h.call('PUT', `/behind/home-templates/${id}/draft`, {
    token,
    headers: en,
    json: { document, draftVersion: version },
  });
}

export async function publish(h: Harness, token: string, id: number, note?: string) {
  const { draftVersion } = await templateRow(h, id);
  return h.call('POST', `/behind/home-templates/${id}/publish`, {
    token,
    headers: en,
    json: { draftVersion, ...(note === undefined ? {} : { note }) },
  });
}
