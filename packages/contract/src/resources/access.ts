/**
 * Who may read and write each resource, by its definition's name. Definitions take their permissions from here
 * (defineResource), and the screen list reads it too: so the route table, which the login screen loads, needs
 * no resource definition.
 */
import type { Permission } from '../permissions';

export interface ResourceAccess {
  read: Permission;
  write: Permission;
}

export const RESOURCE_ACCESS = {
  adPosition: { read: 'content:read', write: 'content:write' },
  advertisement: { read: 'content:read', write: 'content:write' },
  article: { read: 'content:read', write: 'content:write' },
  company: { read: 'customer:read', write: 'customer:write' },
  customer: { read: 'customer:read', write: 'customer:write' },
  delivery: { read: 'order:read', write: 'inventory:write' },
  dictionary: { read: 'config:read', write: 'config:write' },
  forumTopic: { read: 'content:read', write: 'content:write' },
  homeTemplate: { read: 'content:read', write: 'content:write' },
  invoice: { read: 'finance:read', write: 'finance:write' },
  musicTemplate: { read: 'template:read', write: 'template:write' },
  partner: { read: 'finance:read', write: 'finance:write' },
  playException: { read: 'store:read', write: 'template:write' },
  playSchedule: { read: 'store:read', write: 'template:write' },
  product: { read: 'product:read', write: 'product:write' },
  receipt: { read: 'finance:read', write: 'finance:write' },
  refundDelivery: { read: 'order:read', write: 'inventory:write' },
  refund: { read: 'order:read', write: 'order:write' },
  saleOrder: { read: 'order:read', write: 'order:write' },
  store: { read: 'store:read', write: 'store:write' },
  stock: { read: 'inventory:read', write: 'inventory:write' },
  stockMovement: { read: 'inventory:read', write: 'inventory:write' },
  supplier: { read: 'supplier:read', write: 'supplier:write' },
  textTemplate: { read: 'template:read', write: 'template:write' },
  warehouse: { read: 'inventory:read', write: 'inventory:write' },
  withdrawal: { read: 'finance:read', write: 'finance:write' },
} as const satisfies Record<string, ResourceAccess>;

export type ResourceName = keyof typeof RESOURCE_ACCESS;
