/** The inventory operations beside the stock resources: a stocktake, and the reversal of one. */
import { request } from './http';

export const inventoryApi = {
  adjust: (input: Record<string, unknown>) =>
    request<unknown>({ method: 'POST', url: '/inventory/adjust', data: input }),
  reverse: (movementId: number, note: string) =>
    request<unknown>({ method: 'POST', url: `/inventory/movements/${movementId}/reverse`, data: { note } }),
};
