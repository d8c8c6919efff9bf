/**
 * Test support for the framework's content field types (richText, category) and bulk transitions: the article
 * and forum-topic definitions served by the generic router alone — at their own test paths, without the
 * domains' bindings — over the real tables, so what the tests see is the framework's behaviour only.
 */
import { article, type CategoryTree, forumTopic, type ResourceDef } from '@soundboard/contract';
import { articles, categories, forumTopics, materials } from '../db/schema';
import type { Harness } from '../test/harness';
import { servedResources } from './registry';
import { resourceRoutes } from './router';

const { lineSets: _lines, ...articleRest } = article;
/** Articles without their linked products (a line set the article binding writes). */
export const testArticle: ResourceDef = { ...articleRest, path: '/test-articles' };
export const testTopic: ResourceDef = { ...forumTopic, path: '/test-topics' };

/** Mounts both under /behind; call in beforeAll before the app answers anything (its router is built then). */
export function mountContentResources(h: Harness): void {
  for (const served of servedResources([testArticle, testTopic], { article: articles, forumTopic: forumTopics }, [])) {
    h.app.route('/behind', resourceRoutes(served));
  }
}

export async function insertCategory(
  h: Harness,
  tree: CategoryTree,
  nameZh: string,
  nameEn: string,
  options: { parentId?: number | null; enabled?: boolean } = {},
): Promise<number> {
  const [row] = await h.database.db
    .insert(categories)
    .values({ tree, nameZh, nameEn, parentId: options.parentId ?? null, enabled: options.enabled ?? true })
    .returning({ id: categories.id });
  if (!row) throw new Error('category insert returned nothing');
  return row.id;
}

let materialSerial = 0;
export async function insertMaterial(h: Harness, kind: 'image' | 'audio' = 'image'): Promise<number> {
  materialSerial += 1;
  const [row] = await h.database.db
    .insert(materials)
    .values({
      kind,
      mime: kind === 'image' ? 'image/png' : 'audio/mpeg',
      name: `content-fixture-${materialSerial}`,
      size: 10,
      hash: `content-fixture-${Date.now()}-${materialSerial}`,
    })
    .returning({ id: materials.id });
  if (!row) throw new Error('material insert returned nothing');
  return row.id;
}
