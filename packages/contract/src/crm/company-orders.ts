/** GET /behind/companies/:id/orders: the company's latest sale orders (its customers' the caller may read). */
export interface CompanyOrder {
  id: number;
  orderNo: string;
  orderDate: string;
  status: string;
  /** Fen. */
  total: number;
  customerId: number;
  customerCode: string;
  customerName: string;
}
