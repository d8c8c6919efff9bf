/** A partner's ledger as CSV (the server's CSV rules, resources/csv.ts): one row per ledger row, yuan, local time. */
import { type LedgerRow, type Locale, translate } from '@soundboard/contract';
import { BOM, csvRow, moneyText } from '../resources/csv';

const COLUMNS = ['id', 'time', 'kind', 'frozen', 'available', 'held', 'order', 'refund', 'withdrawal', 'reason'];

function localTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

export function ledgerCsv(rows: LedgerRow[], options: { locale: Locale; timeZone: string; partnerCode: string }) {
  const { locale } = options;
  let timeZone = options.timeZone;
  try {
    localTime(new Date(0).toISOString(), timeZone);
  } catch {
    timeZone = 'Asia/Shanghai';
  }
  let text = BOM + csvRow(COLUMNS.map((column) => translate(locale, `ledger.column.${column}`)));
  for (const row of rows) {
    text += csvRow([
      String(row.id),
      localTime(row.createdAt, timeZone),
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
