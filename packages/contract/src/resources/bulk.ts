/**
 * Bulk actions on a resource's list (beyond bulk delete, schemas.ts bulkSchema):
 *   POST <path>/bulk/:action   { ids }   → BulkAnswer   a state transition (without input) on each record
 * Each record is checked and changed on its own (its permission, its status, its ownership), inside one
 * transaction: the records it may change change, the others are answered with the reason, so "publish these
 * twelve" publishes the ten that can be and names the two that cannot.
 */
export const BULK_TRANSITION_PATH = (path: string) => `${path}/bulk/:action`;

/** The answer of a bulk action: which records it changed, and why it left the others. */
export interface BulkAnswer {
  done: number[];
  refused: { id: number; message: string }[];
}
