/** Every resource's routes under /behind (see resources/router.ts), and the domain routes beside them. */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import type { ResourceBinding } from '../resources/binding';
import { resourceRoutes } from '../resources/router';
import { productBinding } from './catalog';
import { customerBinding } from './crm';
import { fileRoutes } from './files';
import { warehouseBinding } from './warehouse';

/** Every resource served, each a contract definition tied to its table and rules. */
export const BINDINGS: ResourceBinding[] = [productBinding, customerBinding, warehouseBinding];

export const domainRoutes = new Hono<AppEnv>();
for (const binding of BINDINGS) domainRoutes.route('/', resourceRoutes(binding));
domainRoutes.route('/', fileRoutes);
