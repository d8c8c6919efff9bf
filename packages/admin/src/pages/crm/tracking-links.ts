/** A customer's tracking page (/crm/customer/tracking/:id), where the Workplace panels and an order's customer lead. */
export const trackingHref = (customerId: number) => `/crm/customer/tracking/${customerId}`;
