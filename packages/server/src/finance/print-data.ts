/**
 * The print data of an invoice / credit note and of a withdrawal slip (contract finance/print.ts): the record with
 * its lines, the names its ids stand for, the issuing company from configuration, and the amount in capitals for a
 * Chinese document. Read inside the caller's transaction when it archives a PDF.
 */
import {
  amountInWords,
  type DocumentLanguage,
  type InvoicePrintData,
  isFinalDocument,
  maskLast4,
  type PrintCompany,
  type WithdrawalPrintData,
  type WithdrawalStatus,
} from '@soundboard/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { financeArchive, invoiceLines, invoices, partners, saleOrders, users, withdrawals } from '../db/schema';
import type { AppDeps } from '../http/env';
import { notFound } from '../http/errors';
import { configValue } from '../settings/config-store';

export type ArchiveEntity = 'invoice' | 'withdrawal';

/** A withdrawal slip has no language of its own: it prints, and is archived when paid, in this one by default. */
export const SLIP_LANGUAGE: DocumentLanguage = 'zh-CN';

async function company(deps: AppDeps, language: DocumentLanguage): Promise<PrintCompany> {
  return {
    name: language === 'zh-CN' ? await configValue(deps, 'company.name') : await configValue(deps, 'company.nameEn'),
    taxId: await configValue(deps, 'company.taxId'),
    address: await configValue(deps, 'company.address'),
    phone: await configValue(deps, 'company.phone'),
    bankName: await configValue(deps, 'company.bankName'),
    bankAccount: await configValue(deps, 'company.bankAccount'),
  };
}

async function archived(db: Db | Tx, entity: ArchiveEntity, id: number, language: string): Promise<boolean> {
  const [row] = await db
    .select({ id: financeArchive.id })
    .from(financeArchive)
    .where(
      and(eq(financeArchive.entity, entity), eq(financeArchive.entityId, id), eq(financeArchive.language, language)),
    );
  return row !== undefined;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function invoicePrintData(
  db: Db | Tx,
  deps: AppDeps,
  id: number,
  language?: DocumentLanguage,
): Promise<InvoicePrintData> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw notFound();
  const lang = language ?? (row.language as DocumentLanguage);
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.sort), asc(invoiceLines.id));
  const [order] = await db
    .select({ orderNo: saleOrders.orderNo })
    .from(saleOrders)
    .where(eq(saleOrders.id, row.saleOrderId));
  const [original] = row.originalId
    ? await db.select({ invoiceNo: invoices.invoiceNo }).from(invoices).where(eq(invoices.id, row.originalId))
    : [];
  return {
    id: row.id,
    language: lang,
    documentLanguage: row.language as DocumentLanguage,
    documentKind: row.documentKind as InvoicePrintData['documentKind'],
    vatKind: row.vatKind as InvoicePrintData['vatKind'],
    invoiceNo: row.invoiceNo ?? '',
    status: row.status ?? '',
    issuedAt: iso(row.issuedAt ?? null),
    requestedAt: iso(row.requestedAt ?? null),
    saleOrderNo: order?.orderNo ?? '',
    originalNo: original?.invoiceNo ?? null,
    buyer: {
      title: row.title,
      taxId: row.taxId ?? '',
      address: row.address ?? '',
      phone: row.phone ?? '',
      bankName: row.bankName ?? '',
      bankAccount: row.bankAccount ?? '',
    },
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      netAmount: line.netAmount,
      taxRateBp: line.taxRateBp,
      taxAmount: line.taxAmount,
      grossAmount: line.grossAmount,
    })),
    netTotal: row.netTotal ?? 0,
    taxTotal: row.taxTotal ?? 0,
    grossTotal: row.grossTotal ?? 0,
    grossTotalInWords: lang === 'zh-CN' ? amountInWords(row.grossTotal ?? 0) : null,
    company: await company(deps, lang),
    pdfArchived: await archived(db, 'invoice', id, lang),
    pdfReady: isFinalDocument('invoice', row.status ?? ''),
  };
}

export async function withdrawalPrintData(
  db: Db | Tx,
  deps: AppDeps,
  id: number,
  language: DocumentLanguage = SLIP_LANGUAGE,
): Promise<WithdrawalPrintData> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!row) throw notFound();
  const [partner] = await db.select().from(partners).where(eq(partners.id, row.partnerId));
  const approverIds = [row.approvedBy, row.secondApprovedBy].filter((value): value is number => value != null);
  const approvers = approverIds.length
    ? await db
        .select({ id: users.id, username: users.username, nickname: users.nickname })
        .from(users)
        .where(inArray(users.id, approverIds))
    : [];
  const nameOf = (userId: number | null | undefined) => {
    const user = approvers.find((candidate) => candidate.id === userId);
    return user ? user.nickname || user.username : null;
  };
  return {
    id: row.id,
    language,
    withdrawalNo: row.withdrawalNo,
    status: row.status as WithdrawalStatus,
    partner: {
      code: partner?.code ?? '',
      name: partner?.name ?? '',
      accountHolder: partner?.accountHolder ?? '',
      bankName: partner?.bankName ?? '',
      bankAccount: partner?.bankAccount ? maskLast4(partner.bankAccount) : '',
    },
    amount: row.amount,
    fee: row.fee ?? 0,
    netAmount: row.netAmount ?? 0,
    netAmountInWords: language === 'zh-CN' ? amountInWords(row.netAmount ?? 0) : null,
    approvals: row.approvals ?? 0,
    approvedBy: nameOf(row.approvedBy),
    secondApprovedBy: nameOf(row.secondApprovedBy),
    bankReference: row.bankReference ?? '',
    appliedAt: iso(row.appliedAt ?? null),
    paidAt: iso(row.paidAt ?? null),
    company: await company(deps, language),
    pdfArchived: await archived(db, 'withdrawal', id, language),
    pdfReady: isFinalDocument('withdrawal', row.status),
  };
}
