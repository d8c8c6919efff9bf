/**
 * The document number a definition declares (contract NumberingDef) for a new record: its prefix, the China
 * calendar day and the resource's own gap-free counter (scope: the resource name), as the orders' numbers read.
 */
import type { ResourceDef } from '@soundboard/contract';
import type { Tx } from '../db/client';
import { nextCount } from '../db/counters';
import { documentNumber } from '../db/sequence';

export async function numberOf(tx: Tx, def: ResourceDef, now: Date): Promise<Record<string, string>> {
  if (!def.numbering) return {};
  const { field, prefix } = def.numbering;
  return { [field]: documentNumber(prefix, now, await nextCount(tx, def.name)) };
}
