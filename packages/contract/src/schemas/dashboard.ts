/**
 * GET /behind/dashboard/workplace: the figures of the Workplace screen. Money is integer fen; days are China
 * calendar days ('YYYY-MM-DD'), the company's calendar.
 */
export const WORKPLACE_PATH = '/dashboard/workplace';

/** Days in the sales trend, today included. */
export const WORKPLACE_TREND_DAYS = 30;
/** Latest orders shown. */
export const WORKPLACE_RECENT_ORDERS = 8;
/** Low-stock stock rows listed (the count covers them all). */
export const WORKPLACE_LOW_STOCK_LIST = 8;

export interface WorkplaceFigures {
  /** The day the figures are for. */
  today: string;
  /** Σ total of today's orders that are neither drafts nor cancelled. */
  salesToday: number;
  /** The same over this calendar month. */
  salesMonth: number;
  /** Orders submitted and waiting for approval. */
  awaitingApproval: number;
  /** Approved orders not (fully) shipped yet: what the order list shows for status approved, delivery none or partial. */
  deliveriesToShip: number;
  /** Refunds requested or approved, not yet paid out. */
  openRefunds: number;
  /**
   * Stock rows (a product in a warehouse) whose available quantity is at or below the product's alert quantity:
   * what the inventory list's low-stock filter shows.
   */
  lowStockItems: number;
  lowStock: {
    productId: number;
    warehouseId: number;
    warehouseName: string;
    sku: string;
    name: string;
    available: number;
    alertQty: number;
  }[];
  /** One entry per day, oldest first, days without sales included with 0. */
  trend: { date: string; amount: number }[];
  recentOrders: {
    id: number;
    orderNo: string;
    orderDate: string;
    customerId: number;
    customerName: string;
    total: number;
    status: string;
    payStatus: string;
    deliveryStatus: string;
  }[];
}
