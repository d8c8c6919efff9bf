/**
 * A VAT invoice or credit note on an A4 sheet: seller, title, number and dates, buyer, lines with net and tax,
 * totals in figures and (Chinese documents) in capitals. The data is the server's print data (contract
 * finance/print.ts), the words its print-words.ts; the capital amount comes pre-rendered because the kit does not
 * import the contract.
 */
import { format } from '../i18n/messages';
import type { DocumentWords } from './document-words';
import { type DocumentLanguage, printDate, printMoney, printRate } from './print-format';
import { type PrintCompanyData, PrintFields, PrintHeader, PrintSheet, PrintSignatures } from './print-sheet';

export interface InvoiceDocumentData {
  language: DocumentLanguage;
  documentKind: 'invoice' | 'creditNote';
  vatKind: 'normal' | 'special';
  invoiceNo: string;
  issuedAt: string | null;
  saleOrderNo: string;
  originalNo: string | null;
  buyer: { title: string; taxId: string; address: string; phone: string; bankName: string; bankAccount: string };
  lines: readonly {
    description: string;
    quantity: number;
    unitPrice: number;
    netAmount: number;
    taxRateBp: number;
    taxAmount: number;
    grossAmount: number;
  }[];
  netTotal: number;
  taxTotal: number;
  grossTotal: number;
  grossTotalInWords: string | null;
  company: PrintCompanyData;
}

export interface InvoiceDocumentProps {
  data: InvoiceDocumentData;
  /** The words in the document's language (data.language). */
  words: DocumentWords;
}

export function InvoiceDocument({ data, words: t }: InvoiceDocumentProps) {
  const money = (fen: number) => printMoney(fen, data.language);
  const title =
    data.documentKind === 'creditNote' ? t.creditNote : data.vatKind === 'special' ? t.specialInvoice : t.invoice;
  const b = data.buyer;
  const cell = 'border border-black px-1.5 py-1';
  return (
    <PrintSheet label={format(t.document, { title, number: data.invoiceNo })} language={data.language}>
      <PrintHeader company={data.company} title={title} words={t} />
      <div className="mb-4 flex flex-wrap justify-between gap-4">
        <PrintFields
          rows={[
            [t.number, data.invoiceNo],
            [t.issuedAt, printDate(data.issuedAt, data.language)],
          ]}
        />
        <PrintFields
          rows={[
            [t.order, data.saleOrderNo],
            [t.original, data.originalNo ?? ''],
          ]}
        />
      </div>
      <section aria-label={t.buyer} className="mb-4 border border-black p-2">
        <h2 className="m-0 mb-1 text-[12px] font-semibold">{t.buyer}</h2>
        <PrintFields
          rows={[
            [t.name, b.title],
            [t.taxId, b.taxId],
            [t.address, [b.address, b.phone].filter(Boolean).join(' ')],
            [t.bank, [b.bankName, b.bankAccount].filter(Boolean).join(' ')],
          ]}
        />
      </section>
      <table className="w-full border-collapse text-[11px] tabular-nums">
        <thead>
          <tr>
            <th className={`${cell} text-left`}>{t.item}</th>
            <th className={`${cell} text-right`}>{t.quantity}</th>
            <th className={`${cell} text-right`}>{t.unitPrice}</th>
            <th className={`${cell} text-right`}>{t.net}</th>
            <th className={`${cell} text-right`}>{t.rate}</th>
            <th className={`${cell} text-right`}>{t.tax}</th>
          </tr>
        </thead>
        <tbody>
          {data.lines.map((line, i) => (
            // Lines have no id of their own; their order is fixed at issue.
            // biome-ignore lint/suspicious/noArrayIndexKey: an issued document's lines never move
            <tr key={i}>
              <td className={cell}>{line.description}</td>
              <td className={`${cell} text-right`}>{line.quantity}</td>
              <td className={`${cell} text-right`}>{money(line.unitPrice)}</td>
              <td className={`${cell} text-right`}>{money(line.netAmount)}</td>
              <td className={`${cell} text-right`}>{printRate(line.taxRateBp)}</td>
              <td className={`${cell} text-right`}>{money(line.taxAmount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className={`${cell} text-left`}>
              {t.total}
            </th>
            <td className={`${cell} text-right`}>{money(data.netTotal)}</td>
            <td className={cell} />
            <td className={`${cell} text-right`}>{money(data.taxTotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3} className={`${cell} text-left`}>
              {t.grossTotal}
              {data.grossTotalInWords ? t.inWords : ''}
            </th>
            <td colSpan={3} className={`${cell} text-right`} data-slot="gross-total">
              {data.grossTotalInWords ? `${data.grossTotalInWords}  ` : ''}
              <strong>{money(data.grossTotal)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <section aria-label={t.seller} className="mt-4 border border-black p-2">
        <h2 className="m-0 mb-1 text-[12px] font-semibold">{t.seller}</h2>
        <PrintFields
          rows={[
            [t.name, data.company.name],
            [t.taxId, data.company.taxId],
            [t.address, [data.company.address, data.company.phone].filter(Boolean).join(' ')],
            [t.bank, [data.company.bankName, data.company.bankAccount].filter(Boolean).join(' ')],
          ]}
        />
      </section>
      <PrintSignatures names={[t.drawer, t.reviewer]} />
    </PrintSheet>
  );
}
