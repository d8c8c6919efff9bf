/**
 * The archived PDF of an invoice / credit note and of a withdrawal slip, drawn with pdfkit on A4 in black. Chinese
 * needs a CJK font: Debian's Noto Sans CJK (fonts-noto-cjk), of which pdfkit embeds only the glyphs used.
 */
import { existsSync, readFileSync } from 'node:fs';
import {
  fillPrintWord,
  type InvoicePrintData,
  type PrintWords,
  printWords,
  ResultCode,
  type WithdrawalPrintData,
} from '@soundboard/contract';
import PDFDocument from 'pdfkit';
import { ApiError } from '../http/errors';
import { printDate, printMoney, printRate } from './pdf-labels';

/** Where the font is (a setting of the module so a test can point it at a missing file). */
export const PDF_FONT = {
  path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  family: 'NotoSansCJKsc-Regular',
};

/**
 * The font file's bytes, read once per path: the collection is about 20 MB, and reading it for every document
 * was a tenth of a document's time (pdfkit parses and subsets it per document either way).
 */
let fontBytes: { path: string; bytes: Buffer } | undefined;
function fontFile(): Buffer {
  if (fontBytes?.path !== PDF_FONT.path) fontBytes = { path: PDF_FONT.path, bytes: readFileSync(PDF_FONT.path) };
  return fontBytes.bytes;
}

const LEFT = 50;
const WIDTH = 495;

function open(title: string): PDFKit.PDFDocument {
  if (!existsSync(PDF_FONT.path)) throw new ApiError(ResultCode.ServiceUnavailable, 'print.fontMissing');
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: title } });
  doc.registerFont('cjk', fontFile(), PDF_FONT.family);
  doc.font('cjk').fillColor('black').strokeColor('black');
  return doc;
}

function finish(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.end();
  });
}

function header(doc: PDFKit.PDFDocument, t: PrintWords, data: InvoicePrintData | WithdrawalPrintData, title: string) {
  const c = data.company;
  doc.fontSize(13).text(c.name, LEFT, 50);
  doc.fontSize(8);
  if (c.taxId) doc.text(`${t.taxId}: ${c.taxId}`);
  if (c.address || c.phone) doc.text([c.address, c.phone].filter(Boolean).join('  '));
  if (c.bankName || c.bankAccount) doc.text(`${t.bank}: ${[c.bankName, c.bankAccount].filter(Boolean).join(' ')}`);
  doc.moveDown(1);
  doc.fontSize(18).text(title, LEFT, doc.y, { width: WIDTH, align: 'center' });
  doc
    .moveTo(LEFT, doc.y + 4)
    .lineTo(LEFT + WIDTH, doc.y + 4)
    .stroke();
  doc.moveDown(1).fontSize(9);
}

function pairs(doc: PDFKit.PDFDocument, rows: [string, string][]) {
  for (const [label, value] of rows) {
    if (!value) continue;
    const y = doc.y;
    doc.text(label, LEFT, y, { width: 120 });
    doc.text(value, LEFT + 125, y, { width: WIDTH - 125 });
  }
}

export function invoiceTitle(data: InvoicePrintData, t: PrintWords): string {
  if (data.documentKind === 'creditNote') return t.creditNote;
  return data.vatKind === 'special' ? t.specialInvoice : t.invoice;
}

export async function invoicePdf(data: InvoicePrintData): Promise<Uint8Array> {
  const t = printWords[data.language];
  const doc = open(fillPrintWord(t.document, { title: invoiceTitle(data, t), number: data.invoiceNo }));
  header(doc, t, data, invoiceTitle(data, t));
  pairs(doc, [
    [t.number, data.invoiceNo],
    [t.issuedAt, printDate(data.issuedAt, data.language)],
    [t.order, data.saleOrderNo],
    [t.original, data.originalNo ?? ''],
  ]);
  doc.moveDown(0.5).fontSize(10).text(t.buyer, LEFT).fontSize(9);
  const b = data.buyer;
  pairs(doc, [
    [t.buyer, b.title],
    [t.taxId, b.taxId],
    [t.address, [b.address, b.phone].filter(Boolean).join('  ')],
    [t.bank, [b.bankName, b.bankAccount].filter(Boolean).join(' ')],
  ]);
  doc.moveDown(1);
  // Item, qty, unit price, net, rate, tax: the columns' left edges and widths.
  const cols: [number, number, 'left' | 'right'][] = [
    [0, 170, 'left'],
    [170, 40, 'right'],
    [210, 75, 'right'],
    [285, 80, 'right'],
    [365, 45, 'right'],
    [410, 85, 'right'],
  ];
  const row = (cells: string[]) => {
    const y = doc.y;
    let bottom = y;
    cells.forEach((cell, i) => {
      const [x, width, align] = cols[i] ?? [0, 0, 'left'];
      doc.text(cell, LEFT + x, y, { width, align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 2;
  };
  row([t.item, t.quantity, t.unitPrice, t.net, t.rate, t.tax]);
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + WIDTH, doc.y)
    .stroke();
  doc.y += 3;
  const money = (fen: number) => printMoney(fen, data.language);
  for (const line of data.lines) {
    row([
      line.description,
      String(line.quantity),
      money(line.unitPrice),
      money(line.netAmount),
      printRate(line.taxRateBp),
      money(line.taxAmount),
    ]);
  }
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + WIDTH, doc.y)
    .stroke();
  doc.y += 3;
  row([t.total, '', '', money(data.netTotal), '', money(data.taxTotal)]);
  doc.moveDown(0.5);
  pairs(doc, [
    [t.grossTotal, money(data.grossTotal)],
    [`${t.grossTotal}${t.inWords}`, data.grossTotalInWords ?? ''],
  ]);
  doc.moveDown(3);
  doc.text(`${t.drawer}: ________________      ${t.reviewer}: ________________`, LEFT);
  return finish(doc);
}

export async function withdrawalPdf(data: WithdrawalPrintData): Promise<Uint8Array> {
  const t = printWords[data.language];
  const doc = open(fillPrintWord(t.document, { title: t.withdrawalSlip, number: data.withdrawalNo }));
  header(doc, t, data, t.withdrawalSlip);
  const money = (fen: number) => printMoney(fen, data.language);
  const p = data.partner;
  pairs(doc, [
    [t.number, data.withdrawalNo],
    [t.partner, `${p.name} (${p.code})`],
    [t.accountHolder, p.accountHolder],
    [t.bank, [p.bankName, p.bankAccount].filter(Boolean).join(' ')],
    [t.amount, money(data.amount)],
    [t.fee, money(data.fee)],
    [t.netAmount, money(data.netAmount)],
    [`${t.netAmount}${t.inWords}`, data.netAmountInWords ?? ''],
    [t.approvals, fillPrintWord(t.approvalsCount, { count: data.approvals })],
    [t.approvedBy, [data.approvedBy, data.secondApprovedBy].filter(Boolean).join(', ')],
    [t.bankReference, data.bankReference],
    [t.appliedAt, printDate(data.appliedAt, data.language)],
    [t.paidAt, printDate(data.paidAt, data.language)],
  ]);
  doc.moveDown(4);
  doc.text(`${t.approvedBy}: ____________    ${t.payer}: ____________    ${t.receiver}: ____________`, LEFT);
  return finish(doc);
}
