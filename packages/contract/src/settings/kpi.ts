/**
 * Sales targets (KPI, /setting/user/kpi): a yearly target and 12 monthly targets per salesperson (integer fen),
 * their actual sales and the attainment. Actual sales are the completed sale orders (status `completed`) a
 * salesperson sold, counted in the month of the order's date — the China business day the Workplace counts its
 * sales by (business-day.ts). The completion time is not used (the order keeps none): an order dated 28 February
 * and completed in March counts in February, as the Workplace counts it on its order date. Amounts are the orders'
 * totals, as on the Workplace. The 12 months need not add up to the year: the screen shows the difference.
 */
import * as v from 'valibot';
import { valueSchema } from '../resources/schemas';

export const KPI_PATH = '/kpi';
export const KPI_MINE_PATH = '/kpi/me';
export const KPI_MONTHS = 12;
/** Years a target may be set for. */
export const KPI_YEAR_MIN = 2000;
export const KPI_YEAR_MAX = 2100;

/** Attainment in percent with one decimal (actual / target), null without a target. */
export function attainment(actual: number, target: number): number | null {
  if (target <= 0) return null;
  return Math.round((actual * 1000) / target) / 10;
}

export interface KpiMonth {
  /** 1-12. */
  month: number;
  target: number;
  actual: number;
  attainment: number | null;
}

/** One salesperson's year. */
export interface KpiRow {
  userId: number;
  username: string;
  nickname: string;
  yearTarget: number;
  yearActual: number;
  yearAttainment: number | null;
  /** Σ of the 12 monthly targets (need not equal the yearly target). */
  monthTargetsTotal: number;
  months: KpiMonth[];
}

/** GET /behind/kpi?year= */
export interface KpiYear {
  year: number;
  rows: KpiRow[];
}

/** GET /behind/kpi/me?year=: the caller's own row (null when the caller is no salesperson). */
export interface KpiMine {
  year: number;
  /** The business month (1-12) of today, when `year` is the current year; otherwise null. */
  currentMonth: number | null;
  row: KpiRow | null;
}

const yearNumber = v.pipe(
  v.number('validation.type'),
  v.integer('validation.type'),
  v.minValue(KPI_YEAR_MIN, 'validation.tooSmall'),
  v.maxValue(KPI_YEAR_MAX, 'validation.tooLarge'),
);

/** A year from a query string or a path segment ('2026'). */
export const kpiYearText = v.pipe(
  v.string('validation.type'),
  v.regex(/^\d{4}$/, 'kpi.year'),
  v.transform(Number),
  yearNumber,
);

/** ?year= (absent: the current business year). */
export const kpiQuerySchema = v.strictObject({ year: v.optional(kpiYearText) });

/** The resource framework's money value (integer fen, 0 up to its maximum). */
const money = valueSchema({ type: 'money' }) as v.GenericSchema<number, number>;

/** PUT /behind/kpi/:userId/:year */
export const kpiTargetsSchema = v.strictObject({
  yearTarget: money,
  monthTargets: v.pipe(v.array(money, 'validation.type'), v.length(KPI_MONTHS, 'kpi.months')),
});
export type KpiTargetsInput = v.InferOutput<typeof kpiTargetsSchema>;
