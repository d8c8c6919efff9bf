/**
 * Answer shapes of the inventory moves written by hand (a stocktake, a reversal) and of a product picture's upload;
 * see ./hand-outputs.ts for the rules. A move answers the stock row and the movement it posted as the tables hold
 * them (domains/inventory.ts recorded), not as the stock and movement lists show them.
 */
import { API_BASE, IMAGE_UPLOAD_PATH, MOVEMENT_REASONS, STOCK_ADJUST_PATH } from '@soundboard/contract';
import * as v from 'valibot';
import { nullableNumber, nullableString, type Schema } from './output-shapes';

const B = API_BASE;
const refLabels = v.record(v.string(), v.string());

const stockRow = v.object({
  id: v.number(),
  productId: v.number(),
  warehouseId: v.number(),
  onHand: v.number(),
  reserved: v.number(),
  createdAt: v.string(),
  createdBy: nullableNumber,
  updatedAt: v.string(),
  updatedBy: nullableNumber,
  version: v.number(),
  refLabels,
});

const movementRow = v.object({
  id: v.number(),
  productId: v.number(),
  warehouseId: v.number(),
  qty: v.number(),
  reason: v.picklist(MOVEMENT_REASONS),
  docType: nullableString,
  docNo: nullableString,
  docId: nullableNumber,
  reversesId: nullableNumber,
  note: nullableString,
  at: v.string(),
  actorId: nullableNumber,
  refLabels,
});

const stockChange = v.object({ stock: stockRow, movement: movementRow });

export const INVENTORY_OUTPUTS: Record<string, Schema> = {
  [`POST ${B}${STOCK_ADJUST_PATH}`]: stockChange,
  [`POST ${B}/inventory/movements/:id{[0-9]+}/reverse`]: stockChange,
  [`POST ${B}${IMAGE_UPLOAD_PATH}`]: v.object({ id: v.number(), url: v.string() }),
};
