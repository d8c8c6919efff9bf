/** Sales targets through the app's one client: the year's table, a salesperson's targets, the caller's own row. */
import {
  KPI_MINE_PATH,
  KPI_PATH,
  type KpiMine,
  type KpiRow,
  type KpiTargetsInput,
  type KpiYear,
} from '@soundboard/contract';
import { request } from '../../api/http';

export const loadKpiYear = (year: number) => request<KpiYear>({ url: KPI_PATH, params: { year: String(year) } });

export const loadMyKpi = () => request<KpiMine>({ url: KPI_MINE_PATH });

export const saveKpiTargets = (userId: number, year: number, input: KpiTargetsInput) =>
  request<KpiRow>({ method: 'PUT', url: `${KPI_PATH}/${userId}/${year}`, data: input });
