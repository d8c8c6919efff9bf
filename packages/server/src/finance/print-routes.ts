/**
 * Print data and archived PDFs of finance documents: GET /invoices/:id/print and /withdrawals/:id/print answer what
 * the A4 sheet shows (contract finance/print.ts) in the asked language; …/pdf answers the archived PDF, archiving it
 * on the first download.
 */
import { DOCUMENT_LANGUAGES, type DocumentLanguage, invoice, withdrawal } from '@soundboard/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { needs } from '../auth/guard';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, queryOf } from '../http/validate';
import { withInput } from '../openapi/route-input';
import { archiveDocumentPdf, findArchivedPdf } from './pdf-archive';
import { type ArchiveEntity, invoicePrintData, withdrawalPrintData } from './print-data';

const langQuery = v.strictObject({ lang: v.optional(v.picklist(DOCUMENT_LANGUAGES)) });

/** Without ?lang= a withdrawal slip prints in the reader's language (it has none of its own). */
function readerLanguage(c: Context<AppEnv>): DocumentLanguage {
  return c.var.locale === 'zh-CN' ? 'zh-CN' : 'en-US';
}

async function streamBytes(c: Context<AppEnv>, hash: string): Promise<Uint8Array> {
  const object = await c.var.deps.files.get(hash);
  if (!object) throw notFound();
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}

async function servePdf(c: Context<AppEnv>, entity: ArchiveEntity, name: string, language: DocumentLanguage) {
  const id = idParam(c);
  const { db } = c.var.deps;
  const kept =
    (await findArchivedPdf(db, entity, id, language)) ??
    (await archiveDocumentPdf(db, c.var.deps, entity, id, language));
  const bytes = await streamBytes(c, kept.fileHash);
  const file = `${name || `${entity}-${id}`}-${language}.pdf`;
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${entity}-${id}.pdf"; filename*=UTF-8''${encodeURIComponent(file)}`,
    'Cache-Control': 'private, max-age=0, must-revalidate',
  });
}

export const printRoutes = new Hono<AppEnv>();

printRoutes.get(
  `${invoice.path}/:id{[0-9]+}/print`,
  needs('finance:read'),
  withInput({ query: langQuery }, async (c) => {
    const { lang } = queryOf(c, langQuery);
    return ok(c, await invoicePrintData(c.var.deps.db, c.var.deps, idParam(c), lang));
  }),
);

printRoutes.get(
  `${withdrawal.path}/:id{[0-9]+}/print`,
  needs('finance:read'),
  withInput({ query: langQuery }, async (c) => {
    const { lang } = queryOf(c, langQuery);
    return ok(c, await withdrawalPrintData(c.var.deps.db, c.var.deps, idParam(c), lang ?? readerLanguage(c)));
  }),
);

printRoutes.get(
  `${invoice.path}/:id{[0-9]+}/pdf`,
  needs('finance:read'),
  withInput({ query: langQuery }, async (c) => {
    const { lang } = queryOf(c, langQuery);
    const data = await invoicePrintData(c.var.deps.db, c.var.deps, idParam(c), lang);
    return servePdf(c, 'invoice', data.invoiceNo, data.language);
  }),
);

printRoutes.get(
  `${withdrawal.path}/:id{[0-9]+}/pdf`,
  needs('finance:read'),
  withInput({ query: langQuery }, async (c) => {
    const { lang } = queryOf(c, langQuery);
    const language = lang ?? readerLanguage(c);
    const data = await withdrawalPrintData(c.var.deps.db, c.var.deps, idParam(c), language);
    return servePdf(c, 'withdrawal', data.withdrawalNo, language);
  }),
);
