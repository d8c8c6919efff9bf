/**
 * The archived PDF of an issued invoice / credit note or a paid withdrawal: rendered once per document and
 * language into the file store, named by a finance_archive row, and served as the same bytes ever after (what
 * was issued stays what was issued). Issuing an invoice or credit note and paying a withdrawal archive it once
 * their transaction has committed (archiveAfterCommit); should that fail, the first download archives it. Two
 * archivings racing both render, one row wins and both serve its bytes.
 */
import type { DocumentLanguage } from '@soundboard/contract';
import { isFinalDocument, ResultCode } from '@soundboard/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { financeArchive } from '../db/schema';
import type { AppDeps } from '../http/env';
import { errorLogFields } from '../http/error-log';
import { ApiError } from '../http/errors';
import { invoicePdf, withdrawalPdf } from './pdf-render';
import { type ArchiveEntity, invoicePrintData, withdrawalPrintData } from './print-data';

export interface ArchivedPdf {
  fileHash: string;
  size: number;
}

export async function findArchivedPdf(
  db: Db | Tx,
  entity: ArchiveEntity,
  id: number,
  language: DocumentLanguage,
): Promise<ArchivedPdf | null> {
  const [row] = await db
    .select({ fileHash: financeArchive.fileHash, size: financeArchive.size })
    .from(financeArchive)
    .where(
      and(eq(financeArchive.entity, entity), eq(financeArchive.entityId, id), eq(financeArchive.language, language)),
    );
  return row ?? null;
}

async function render(db: Db | Tx, deps: AppDeps, entity: ArchiveEntity, id: number, language: DocumentLanguage) {
  if (entity === 'invoice') {
    const data = await invoicePrintData(db, deps, id, language);
    if (!isFinalDocument('invoice', data.status)) throw new ApiError(ResultCode.InvalidTransition, 'print.notFinal');
    return invoicePdf(data);
  }
  const data = await withdrawalPrintData(db, deps, id, language);
  if (!isFinalDocument('withdrawal', data.status)) throw new ApiError(ResultCode.InvalidTransition, 'print.notFinal');
  return withdrawalPdf(data);
}

/**
 * Renders and keeps the document's PDF in this language unless it is kept already; answers the kept one. Not in a
 * transaction: the print data reads the company's settings through the configuration cache (deps.db), which on
 * PGlite's one connection would wait forever behind an open transaction; the single insert needs none.
 */
export async function archiveDocumentPdf(
  db: Db,
  deps: AppDeps,
  entity: ArchiveEntity,
  id: number,
  language: DocumentLanguage,
): Promise<ArchivedPdf> {
  const kept = await findArchivedPdf(db, entity, id, language);
  if (kept) return kept;
  const bytes = await render(db, deps, entity, id, language);
  const fileHash = await deps.files.put(bytes);
  await db
    .insert(financeArchive)
    .values({ entity, entityId: id, language, fileHash, size: bytes.byteLength, createdAt: deps.now() })
    .onConflictDoNothing();
  const row = await findArchivedPdf(db, entity, id, language);
  if (!row) throw new Error('finance archive: the row just written is missing');
  return row;
}

/**
 * The PDF of a document just issued or paid, archived once the transaction that issued or paid it has committed:
 * never inside that one, which holds the gap-free numbering lock and must stay short. A failure
 * (no font, the file store) is logged and left to the first download, which archives too.
 */
export async function archiveAfterCommit(
  deps: AppDeps,
  entity: ArchiveEntity,
  id: number,
  language: DocumentLanguage,
): Promise<void> {
  try {
    await archiveDocumentPdf(deps.db, deps, entity, id, language);
  } catch (error) {
    deps.log('warn', 'finance archive: PDF not archived, the first download will', {
      entity,
      id,
      language,
      ...errorLogFields(error),
    });
  }
}
