/**
 * What the live storefront shows: the active template's newest published version and the newest published
 * fitment (the storefront's resolver reads these; drafts are only for the editor and signed previews).
 */
import { defaultFitment, type FitmentDocument, type HomeDocument } from '@soundboard/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { fitmentVersions, homeTemplates, homeTemplateVersions } from '../db/schema';
import { currentDocument } from './templates';

export interface PublishedTemplate {
  id: number;
  name: string;
  /** The version's number. */
  version: number;
  publishedAt: Date;
  document: HomeDocument;
}

/** The active template's newest version, or null when no template is active or it was never published. */
export async function activePublishedTemplate(db: Db | Tx): Promise<PublishedTemplate | null> {
  const [row] = await db
    .select({
      id: homeTemplates.id,
      name: homeTemplates.name,
      version: homeTemplateVersions.number,
      publishedAt: homeTemplateVersions.publishedAt,
      document: homeTemplateVersions.document,
    })
    .from(homeTemplates)
    .innerJoin(
      homeTemplateVersions,
      and(
        eq(homeTemplateVersions.templateId, homeTemplates.id),
        eq(homeTemplateVersions.number, homeTemplates.publishedVersion),
      ),
    )
    .where(eq(homeTemplates.active, true))
    .limit(1);
  return row ? { ...row, document: currentDocument(row.document) } : null;
}

/** The newest published fitment; the default look when none was ever published. */
export async function publishedFitment(db: Db | Tx): Promise<FitmentDocument> {
  const [row] = await db
    .select({ document: fitmentVersions.document })
    .from(fitmentVersions)
    .orderBy(desc(fitmentVersions.number))
    .limit(1);
  return (row?.document as FitmentDocument | undefined) ?? defaultFitment();
}
