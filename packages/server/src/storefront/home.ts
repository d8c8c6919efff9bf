/**
 * What the storefront shows (contract StorefrontHome): the active template's newest published version and the
 * newest published fitment, resolved; or, for a signed preview, a template's current draft. Also the set of
 * materials the storefront shows, which is all GET /storefront/files/:id will serve.
 */
import {
  defaultFitment,
  emptyDocument,
  type FitmentDocument,
  type HomeDocument,
  type StorefrontHome,
  validateDocument,
} from '@soundboard/contract';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adPositions, advertisements, fitmentVersions, homeTemplates, homeTemplateVersions } from '../db/schema';
import { resolveDocument } from './resolve';

/** A stored document brought to the current schema; one that no longer validates shows as an empty page. */
function readable(stored: unknown): HomeDocument {
  const result = validateDocument(stored);
  return result.ok ? result.document : emptyDocument();
}

async function liveFitment(db: Db): Promise<FitmentDocument> {
  const [row] = await db
    .select({ document: fitmentVersions.document })
    .from(fitmentVersions)
    .orderBy(desc(fitmentVersions.number))
    .limit(1);
  return (row?.document as FitmentDocument | undefined) ?? defaultFitment();
}

const fitmentMaterials = (fitment: FitmentDocument) =>
  [fitment.mine.headerImageId, fitment.launch.imageId].filter((id): id is number => id !== null);

interface Shown {
  document: HomeDocument;
  template: StorefrontHome['template'];
  /** A signed preview's expiry and its file URLs (they carry the token); the live storefront has neither. */
  preview?: { expiresAt: Date; fileUrl: (id: number) => string };
}

async function assemble(db: Db, now: Date, { document, template, preview }: Shown): Promise<StorefrontHome> {
  const fitment = await liveFitment(db);
  const resolved = await resolveDocument(db, document, {
    now,
    materialIds: fitmentMaterials(fitment),
    ...(preview ? { fileUrl: preview.fileUrl } : {}),
  });
  return {
    ...resolved,
    template,
    fitment,
    preview: preview !== undefined,
    previewExpiresAt: preview?.expiresAt.toISOString() ?? null,
  };
}

/** The live storefront: the active template's newest version; without one, an empty page and template null. */
export async function liveHome(db: Db, now: Date): Promise<StorefrontHome> {
  const [row] = await db
    .select({
      id: homeTemplates.id,
      name: homeTemplates.name,
      number: homeTemplateVersions.number,
      document: homeTemplateVersions.document,
      publishedAt: homeTemplateVersions.publishedAt,
    })
    .from(homeTemplates)
    .innerJoin(homeTemplateVersions, eq(homeTemplateVersions.templateId, homeTemplates.id))
    .where(eq(homeTemplates.active, true))
    .orderBy(desc(homeTemplateVersions.number))
    .limit(1);
  if (!row) return assemble(db, now, { document: emptyDocument(), template: null });
  const template = { id: row.id, name: row.name, version: row.number, publishedAt: row.publishedAt.toISOString() };
  return assemble(db, now, { document: readable(row.document), template });
}

/** A template's current draft, as a signed preview shows it; null when the template is gone. */
export async function draftHome(
  db: Db,
  templateId: number,
  now: Date,
  preview: NonNullable<Shown['preview']>,
): Promise<StorefrontHome | null> {
  const [row] = await db
    .select({
      id: homeTemplates.id,
      name: homeTemplates.name,
      version: homeTemplates.publishedVersion,
      draft: homeTemplates.draft,
      savedAt: homeTemplates.draftSavedAt,
    })
    .from(homeTemplates)
    .where(eq(homeTemplates.id, templateId));
  if (!row) return null;
  const template = { id: row.id, name: row.name, version: row.version, publishedAt: row.savedAt.toISOString() };
  return assemble(db, now, { document: readable(row.draft), template, preview });
}

const FILE_ID = /^\/behind\/storefront\/files\/(\d+)(?:\?|$)/;

/** Every material a storefront answer shows: its media and its products' and stores' pictures. */
export function shownMaterials(home: StorefrontHome): Set<number> {
  const ids = new Set(Object.keys(home.media).map(Number));
  const urls = [
    ...Object.values(home.products).map((product) => product.imageUrl),
    ...Object.values(home.stores).map((store) => store.photoUrl),
  ];
  for (const url of urls) {
    const id = url ? FILE_ID.exec(url)?.[1] : undefined;
    if (id) ids.add(Number(id));
  }
  return ids;
}

/** Whether an ad running now (enabled, in an enabled position) shows the material. */
export async function runningAdShows(db: Db, materialId: number, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: advertisements.id })
    .from(advertisements)
    .innerJoin(adPositions, eq(adPositions.id, advertisements.positionId))
    .where(
      and(
        eq(advertisements.enabled, true),
        eq(adPositions.enabled, true),
        lte(advertisements.startsAt, now),
        gt(advertisements.endsAt, now),
        sql`${materialId} = ANY(${advertisements.image})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
