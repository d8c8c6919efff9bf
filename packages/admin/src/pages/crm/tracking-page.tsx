/** A customer's follow-up timeline (/crm/customer/tracking/:id): built by the tracking work of issue 18. */
export { default } from '../placeholder';
