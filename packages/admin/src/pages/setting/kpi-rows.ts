/** The KPI table's rows: one per salesperson, and their total when there are several. */
import { attainment, type KpiRow } from '@soundboard/contract';

/** A table row: a salesperson, or the total of them all (id 'total'). */
export type KpiTableRow = KpiRow & { id: string };

export const TOTAL_ROW = 'total';

/** The rows with their total (targets and actual sales summed; attainment from the sums). */
export function withTotal(rows: readonly KpiRow[], label: string): KpiTableRow[] {
  const sum = (pick: (row: KpiRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const months = Array.from({ length: 12 }, (_, index) => {
    const target = sum((row) => row.months[index]?.target ?? 0);
    const actual = sum((row) => row.months[index]?.actual ?? 0);
    return { month: index + 1, target, actual, attainment: attainment(actual, target) };
  });
  const yearTarget = sum((row) => row.yearTarget);
  const yearActual = sum((row) => row.yearActual);
  const total: KpiTableRow = {
    id: TOTAL_ROW,
    userId: 0,
    username: label,
    nickname: label,
    yearTarget,
    yearActual,
    yearAttainment: attainment(yearActual, yearTarget),
    monthTargetsTotal: sum((row) => row.monthTargetsTotal),
    months,
  };
  return [...rows.map((row) => ({ ...row, id: String(row.userId) })), ...(rows.length > 1 ? [total] : [])];
}
