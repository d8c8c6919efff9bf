/**
 * After-sales service requests (/order/service-request): a visit to a customer's site for a product that needs
 * it. The server numbers each request (SR, the day, a counter); it is scheduled with a technician and a time,
 * started, finished with what was done, and closed, or cancelled until it is done. Sales and the warehouse
 * (who sends the technicians) keep them; the customer is optional, since the warehouse cannot read customers.
 */
import { defineResource, PATTERNS } from '../define';

export const SERVICE_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const SERVICE_REQUEST_STATUSES = ['open', 'scheduled', 'in_progress', 'done', 'closed', 'cancelled'] as const;

export const serviceRequest = defineResource({
  name: 'serviceRequest',
  path: '/service-requests',
  access: { module: 'service-request', roles: { sales: 'write', warehouse: 'write', viewer: 'read' } },
  menu: { group: 'order' },
  numbering: { field: 'requestNo', prefix: 'SR' },
  defaultSort: '-requestNo',
  fields: {
    requestNo: {
      type: 'text',
      readOnly: true,
      required: true,
      unique: true,
      search: true,
      sortable: true,
      column: 'default',
    },
    status: {
      type: 'enum',
      readOnly: true,
      values: SERVICE_REQUEST_STATUSES,
      tones: { scheduled: 'primary', in_progress: 'warning', done: 'success', closed: 'default', cancelled: 'danger' },
      filter: 'in',
      sortable: true,
      column: 'default',
    },
    companyId: { type: 'reference', ref: 'company', filter: 'eq', column: 'optional' },
    customerId: { type: 'reference', ref: 'customer', filter: 'eq', column: 'default' },
    contactName: { type: 'text', max: 40, search: true, column: 'optional' },
    contactPhone: { type: 'text', max: 30, pattern: PATTERNS.phone, search: true, column: 'optional' },
    productId: { type: 'reference', ref: 'product', filter: 'eq', column: 'default' },
    serialNo: { type: 'text', max: 60, search: true, column: 'optional' },
    problem: { type: 'longText', required: true, max: 1000, search: true },
    priority: {
      type: 'enum',
      values: SERVICE_PRIORITIES,
      default: 'normal',
      tones: { low: 'info', high: 'warning', urgent: 'danger' },
      filter: 'in',
      sortable: true,
      column: 'default',
    },
    region: { type: 'region', column: 'optional', group: 'site' },
    address: { type: 'text', max: 200, column: 'optional', group: 'site' },
    technicianId: { type: 'reference', ref: 'user', filter: 'eq', column: 'default', group: 'visit' },
    appointmentAt: { type: 'datetime', filter: 'range', sortable: true, column: 'default', group: 'visit' },
    /** What the technician did: written when the visit is finished. */
    resolution: { type: 'longText', readOnly: true, max: 1000 },
  },
  states: {
    field: 'status',
    initial: 'open',
    transitions: {
      schedule: {
        from: ['open'],
        to: 'scheduled',
        input: {
          technicianId: { type: 'reference', ref: 'user', required: true },
          appointmentAt: { type: 'datetime', required: true },
        },
      },
      start: { from: ['scheduled'], to: 'in_progress' },
      finish: {
        from: ['in_progress'],
        to: 'done',
        input: { resolution: { type: 'longText', required: true, max: 1000 } },
      },
      close: { from: ['done'], to: 'closed' },
      cancel: { from: ['open', 'scheduled', 'in_progress'], to: 'cancelled', confirm: true, danger: true },
    },
  },
  editableIn: ['open', 'scheduled', 'in_progress'],
  deletableIn: ['open'],
});
