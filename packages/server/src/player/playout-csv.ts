/**
 * Playout rows as CSV (resources/csv.ts: BOM, quoting, formulae neutralised), headers and values in the
 * caller's language, times in the asked time zone.
 */
import type { Locale, PlayoutRow } from '@soundboard/contract';
import { BOM, cellText, csvRow } from '../resources/csv';
import { playoutLabels } from './playout-labels';

export function playoutCsv(rows: readonly PlayoutRow[], options: { locale: Locale; timeZone: string; now: Date }) {
  const labels = playoutLabels(options.locale);
  const cellContext = {
    timeZone: options.timeZone,
    enumLabel: (_field: string, value: string) => value,
    yes: labels.yes,
    no: labels.no,
    refLabel: () => '',
    dictionaryLabel: (_field: string, code: string) => code,
    regionText: () => '',
  };
  let text =
    BOM +
    csvRow([
      labels.startedAt,
      labels.store,
      labels.player,
      labels.kind,
      labels.title,
      labels.durationSeconds,
      labels.interrupted,
      labels.source,
    ]);
  for (const row of rows)
    text += csvRow([
      cellText('startedAt', { type: 'datetime' }, row.startedAt, cellContext),
      row.storeName,
      row.playerName,
      labels[row.kind],
      row.title,
      (row.durationMs / 1000).toFixed(1),
      row.interrupted ? labels.yes : labels.no,
      labels[row.source],
    ]);
  const stamp = options.now.toISOString().slice(0, 10).replaceAll('-', '');
  return { name: `${labels.fileName}-${stamp}.csv`, text };
}
