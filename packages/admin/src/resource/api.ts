/**
 * The API of one resource (packages/server/src/resources/router.ts), from its contract definition: the list
 * query is passed as it stands in the screen's URL, records come back with the labels of their references.
 */
import { BULK_TRANSITION_PATH, type BulkAnswer, type ListAnswer, type ResourceDef } from '@soundboard/contract';
import { request } from '../api/http';

export type ResourceRecord = Record<string, unknown> & {
  id: number;
  version: number;
  refLabels: Record<string, string>;
  lines?: Record<string, unknown>[];
};

export type ListPage = ListAnswer<ResourceRecord>;

export interface HistoryEntry {
  id: number;
  action: string;
  at: string;
  actorId: number | null;
  actorName: string | null;
  changes: { field: string; from: unknown; to: unknown }[];
}

function resourceApi(def: ResourceDef) {
  const base = def.path;
  return {
    list: (params: Record<string, string>) => request<ListPage>({ url: base, params }),
    get: (id: number) => request<ResourceRecord>({ url: `${base}/${id}` }),
    history: (id: number) => request<HistoryEntry[]>({ url: `${base}/${id}/history` }),
    create: (input: Record<string, unknown>) => request<ResourceRecord>({ method: 'POST', url: base, data: input }),
    update: (id: number, input: Record<string, unknown>) =>
      request<ResourceRecord>({ method: 'PUT', url: `${base}/${id}`, data: input }),
    remove: (id: number) => request<{ deleted: number }>({ method: 'DELETE', url: `${base}/${id}` }),
    bulkRemove: (ids: number[]) =>
      request<{ deleted: number }>({ method: 'POST', url: `${base}/bulk-delete`, data: { ids } }),
    /** A state change on each record by itself: those that may change do, the others come back with the reason. */
    bulkTransition: (action: string, ids: number[]) =>
      request<BulkAnswer>({
        method: 'POST',
        url: BULK_TRANSITION_PATH(base).replace(':action', encodeURIComponent(action)),
        data: { ids },
      }),
    transition: (id: number, action: string, input: Record<string, unknown>) =>
      request<ResourceRecord>({ method: 'POST', url: `${base}/${id}/${action}`, data: input }),
    /** The export's address with the list's filters (downloaded with the token by ./download.ts). */
    exportUrl: (params: Record<string, string>) => {
      const query = new URLSearchParams({ ...params, tz: Intl.DateTimeFormat().resolvedOptions().timeZone });
      query.delete('page');
      query.delete('pageSize');
      return `${base}/export?${query}`;
    },
  };
}

export type ResourceApi = ReturnType<typeof resourceApi>;

const apis = new Map<string, ResourceApi>();

/** One API object per resource, so hooks can depend on it without reloading on every render. */
export function apiFor(def: ResourceDef): ResourceApi {
  let api = apis.get(def.name);
  if (!api) {
    api = resourceApi(def);
    apis.set(def.name, api);
  }
  return api;
}
