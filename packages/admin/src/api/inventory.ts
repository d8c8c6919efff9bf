/** The inventory operations beside the stock resources: a stocktake, and the reversal of one. */
import { STOCK_ADJUST_PATH } from '@soundboard/contract';
import { request } from './http';

export const inventoryApi = {
  adjust: (input: Record<string, unknown>) => request<unknown>({ method: 'POST', url: STOCK_ADJUST_PATH, data: input }),
  reverse: (movementId: number, note: string) =>
    request<unknown>({ method: 'POST', url: `/inventory/movements/${movementId}/reverse`, data: { note } }),
};
