/**
 * The ids of palette entries say what they open, so a recent pick can be opened again from its id alone:
 * `screen:<menu key>`, `action:<id>`, `record:<kind>:<id>` (a record opens in its list screen's drawer).
 */
import { recordPath, SEARCH_KINDS, type SearchKind } from '@soundboard/contract';

export type Target =
  | { type: 'screen'; key: string }
  | { type: 'action'; id: string }
  | { type: 'record'; kind: SearchKind; id: number };

export const screenId = (key: string) => `screen:${key}`;
export const actionId = (id: string) => `action:${id}`;
export const recordId = (kind: string, id: number) => `record:${kind}:${id}`;

export function targetOf(id: string): Target | null {
  const [type, first = '', second] = id.split(':');
  if (type === 'screen') return { type, key: first };
  if (type === 'action') return { type, id: first };
  const kind = SEARCH_KINDS.find((known) => known === first);
  const record = Number(second);
  return type === 'record' && kind && Number.isInteger(record) ? { type, kind, id: record } : null;
}

export const recordHref = (kind: SearchKind, id: number) => recordPath(kind, id);
