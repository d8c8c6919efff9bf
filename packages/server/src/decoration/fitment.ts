/**
 * The storefront's global look (contract decoration/fitment.ts): one draft row (id 1) and its versions, through
 * the same draft machinery as the templates (./drafts.ts). Reading needs content:read; saving and restoring
 * content:write; publishing content:publish.
 */
import {
  defaultFitment,
  draftSaveSchema,
  FITMENT_PATH,
  type FitmentDocument,
  fitmentReferences,
  publishSchema,
  validateFitment,
} from '@soundboard/contract';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import type { Tx } from '../db/client';
import { fitment, fitmentVersions } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { idParam, jsonBody } from '../http/validate';
import {
  type DraftKind,
  listVersions,
  publishDraft,
  readDraft,
  readVersion,
  restoreVersion,
  saveDraft,
} from './drafts';

/** The one fitment row's id (a CHECK keeps it the only one). */
export const FITMENT_ID = 1;

export const FITMENT_DRAFTS: DraftKind<FitmentDocument> = {
  entity: 'fitment',
  drafts: fitment,
  versions: fitmentVersions,
  owner: null,
  validate: validateFitment,
  references: fitmentReferences,
  // Version 1 is the only schema so far: nothing to migrate yet.
  current: (stored) => stored as FitmentDocument,
};

/** The draft and version 1 = the default look, unless they exist (the seed, and any start of an older database). */
export async function ensureFitment(tx: Tx, now: Date): Promise<void> {
  const inserted = await tx
    .insert(fitment)
    .values({ id: FITMENT_ID, draft: defaultFitment(), draftVersion: 1, draftSavedAt: now })
    .onConflictDoNothing()
    .returning({ id: fitment.id });
  if (inserted.length > 0)
    await tx.insert(fitmentVersions).values({ number: 1, document: defaultFitment(), publishedAt: now });
}

const read = needs('content:read');
const write = needs('content:write');
const publish = needs('content:publish');

export const fitmentRoutes = new Hono<AppEnv>();

fitmentRoutes.get(`${FITMENT_PATH}/draft`, read, async (c) =>
  ok(c, await readDraft(c.var.deps.db, FITMENT_DRAFTS, FITMENT_ID)),
);

fitmentRoutes.put(`${FITMENT_PATH}/draft`, write, async (c) => {
  const body = await jsonBody(c, draftSaveSchema);
  return ok(c, await saveDraft(c, FITMENT_DRAFTS, FITMENT_ID, body));
});

fitmentRoutes.post(`${FITMENT_PATH}/publish`, publish, async (c) => {
  const body = await jsonBody(c, publishSchema);
  return ok(c, await publishDraft(c, FITMENT_DRAFTS, FITMENT_ID, body));
});

fitmentRoutes.get(`${FITMENT_PATH}/versions`, read, async (c) =>
  ok(c, await listVersions(c.var.deps.db, FITMENT_DRAFTS, FITMENT_ID)),
);

fitmentRoutes.get(`${FITMENT_PATH}/versions/:number{[0-9]+}`, read, async (c) =>
  ok(c, await readVersion(c.var.deps.db, FITMENT_DRAFTS, FITMENT_ID, idParam(c, 'number'))),
);

fitmentRoutes.post(`${FITMENT_PATH}/versions/:number{[0-9]+}/restore`, write, async (c) =>
  ok(c, await restoreVersion(c, FITMENT_DRAFTS, FITMENT_ID, idParam(c, 'number'))),
);
