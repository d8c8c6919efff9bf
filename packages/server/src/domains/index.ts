/** Every resource's routes under /behind (see resources/router.ts), and the domain routes beside them. */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import type { ResourceBinding } from '../resources/binding';
import { resourceRoutes } from '../resources/router';
import { productBinding } from './catalog';
import { customerBinding } from './crm';
import { deliveryBinding } from './delivery';
import { fileRoutes } from './files';
import { inventoryRoutes, stockLevelBinding, stockMovementBinding } from './inventory';
import { receiptBinding } from './receipt';
import { refundBinding } from './refund';
import { refundDeliveryBinding } from './refund-delivery';
import { saleOrderBinding } from './sale-order';
import { warehouseBinding } from './warehouse';
import { workplaceRoutes } from './workplace';

/** Every resource served, each a contract definition tied to its table and rules. */
export const BINDINGS: ResourceBinding[] = [
  productBinding,
  customerBinding,
  warehouseBinding,
  saleOrderBinding,
  receiptBinding,
  deliveryBinding,
  refundBinding,
  refundDeliveryBinding,
  stockLevelBinding,
  stockMovementBinding,
];

export const domainRoutes = new Hono<AppEnv>();
for (const binding of BINDINGS) domainRoutes.route('/', resourceRoutes(binding));
domainRoutes.route('/', fileRoutes);
domainRoutes.route('/', inventoryRoutes);
domainRoutes.route('/', workplaceRoutes);
