/** The store home's figures (GET /behind/stores/overview, store:read; contract stores/overview.ts). */
import { STORES_OVERVIEW_PATH, type StoresOverview } from '@soundboard/contract';
import { request } from './http';

export function loadStoresOverview(days: number): Promise<StoresOverview> {
  return request<StoresOverview>({ url: STORES_OVERVIEW_PATH, params: { days: String(days) } });
}
