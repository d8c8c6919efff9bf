/** A company's latest sale orders (GET /companies/:id/orders; contract crm/company-orders.ts). */
import type { CompanyOrder } from '@soundboard/contract';
import { request } from '../../api/http';

export const companyApi = {
  orders: (id: number) => request<CompanyOrder[]>({ url: `/companies/${id}/orders` }),
};
