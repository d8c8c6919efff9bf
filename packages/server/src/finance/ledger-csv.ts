/** A partner's ledger as CSV (the server's CSV rules, resources/csv.ts): one row per ledger row, yuan, local time. */
import { type LedgerRow, type Locale, translate } from '@soundboard/contract';
import { BOM, CSV_TIME_ZONE, csvRow, csvTime, isTimeZone, moneyText } from '../resources/csv';

const COLUMNS = ['id', 'time', 'kind', 'frozen', 'available', 'held', 'order', 'refund', 'withdrawal', 'reason'];

export function ledgerCsv(rows: LedgerRow[], options: { locale: Locale; timeZone: string; partnerCode: string }) {
  const { locale } = options;
  // An unknown zone falls back rather than failing the download.
  const timeZone = isTimeZone(options.timeZone) ? options.timeZone : CSV_TIME_ZONE;
  let text = BOM + csvRow(COLUMNS.map((column) => translate(locale, `ledger.column.${column}`)));
  for (const row of rows) {
    text += csvRow([
      String(row.id),
      csvTime(row.createdAt, timeZone),
      translate(locale, `ledger.kind.${row.kind}`),
      moneyText(row.frozenDelta),
      moneyText(row.availableDelta),
      moneyText(row.heldDelta),
      row.saleOrderNo ?? '',
      row.refundNo ?? '',
      row.withdrawalNo ?? '',
      row.reason,
    ]);
  }
  const name = `${translate(locale, 'ledger.exportName')}-${options.partnerCode}.csv`;
  return { name, text };
}
