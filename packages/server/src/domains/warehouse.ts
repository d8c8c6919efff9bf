/** Warehouses: read-only, seeded. */
import { warehouse } from '@soundboard/contract';
import { warehouses } from '../db/schema';
import type { ResourceBinding } from '../resources/binding';

export const warehouseBinding: ResourceBinding = { def: warehouse, table: warehouses };
