/**
 * A withdrawal slip on an A4 sheet: who is paid how much (amount, fee, net; in capitals on a Chinese slip), to
 * which account (masked by the server), who approved, the bank's reference and signature lines.
 */
import { format } from '../i18n/messages';
import type { DocumentWords } from './document-words';
import { type DocumentLanguage, printDate, printMoney } from './print-format';
import { type PrintCompanyData, PrintFields, PrintHeader, PrintSheet, PrintSignatures } from './print-sheet';

export interface WithdrawalSlipData {
  language: DocumentLanguage;
  withdrawalNo: string;
  partner: { code: string; name: string; accountHolder: string; bankName: string; bankAccount: string };
  amount: number;
  fee: number;
  netAmount: number;
  netAmountInWords: string | null;
  approvals: number;
  approvedBy: string | null;
  secondApprovedBy: string | null;
  bankReference: string;
  appliedAt: string | null;
  paidAt: string | null;
  company: PrintCompanyData;
}

export interface WithdrawalSlipProps {
  data: WithdrawalSlipData;
  /** The words in the slip's language (data.language). */
  words: DocumentWords;
}

export function WithdrawalSlip({ data, words: t }: WithdrawalSlipProps) {
  const money = (fen: number) => printMoney(fen, data.language);
  const p = data.partner;
  const approvers = [data.approvedBy, data.secondApprovedBy].filter(Boolean).join(', ');
  return (
    <PrintSheet
      label={format(t.document, { title: t.withdrawalSlip, number: data.withdrawalNo })}
      language={data.language}
    >
      <PrintHeader company={data.company} title={t.withdrawalSlip} words={t} />
      <div className="grid gap-4 text-[13px]">
        <PrintFields
          rows={[
            [t.number, data.withdrawalNo],
            [t.partner, p.code ? `${p.name}（${p.code}）` : p.name],
            [t.accountHolder, p.accountHolder],
            [t.bank, [p.bankName, p.bankAccount].filter(Boolean).join(' ')],
            [t.appliedAt, printDate(data.appliedAt, data.language)],
          ]}
        />
        <table className="w-full border-collapse tabular-nums">
          <tbody>
            {[
              [t.amount, money(data.amount)],
              [t.fee, money(data.fee)],
              [t.netAmount, money(data.netAmount)],
            ].map(([label, value]) => (
              <tr key={label}>
                <th scope="row" className="w-1/3 border border-black px-2 py-1 text-left font-normal">
                  {label}
                </th>
                <td className="border border-black px-2 py-1 text-right">{value}</td>
              </tr>
            ))}
            {data.netAmountInWords && (
              <tr>
                <th scope="row" className="border border-black px-2 py-1 text-left font-normal">
                  {`${t.netAmount}${t.inWords}`}
                </th>
                <td className="border border-black px-2 py-1 text-right" data-slot="net-in-words">
                  {data.netAmountInWords}
                </td>
              </tr>
            )}
          </tbody>
        </table>
        <PrintFields
          rows={[
            [t.approvals, format(t.approvalsCount, { count: data.approvals })],
            [t.approvedBy, approvers],
            [t.bankReference, data.bankReference],
            [t.paidAt, printDate(data.paidAt, data.language)],
          ]}
        />
      </div>
      <PrintSignatures names={[t.approvedBy, t.payer, t.receiver]} />
    </PrintSheet>
  );
}
