/**
 * The routes of one resource under /behind, each guarded by its permission (the enumeration test walks them):
 *   GET    <path>                 list          read
 *   GET    <path>/export          CSV           read
 *   GET    <path>/:id             one record    read
 *   GET    <path>/:id/history     audit trail   read
 *   POST   <path>                 create        write
 *   PUT    <path>/:id             update        write
 *   DELETE <path>/:id             delete        write
 *   POST   <path>/bulk-delete     delete many   write
 *   POST   <path>/:id/<action>    state change  the action's permission, else write
 * Operations the definition turns off have no route.
 */
import { operationAllowed } from '@soundboard/contract';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import type { AppEnv } from '../http/env';
import type { ResourceBinding } from './binding';
import { exportRecords } from './export';
import { getRecord, listRecords, recordHistory } from './read';
import { bulkDelete, createRecord, deleteRecord, transitionRecord, updateRecord } from './write';

export function resourceRoutes(binding: ResourceBinding): Hono<AppEnv> {
  const { def } = binding;
  const router = new Hono<AppEnv>();
  const read = needs(def.permissions.read);
  const write = needs(def.permissions.write);
  const path = def.path;

  router.get(path, read, (c) => listRecords(c, binding));
  if (operationAllowed(def, 'export')) router.get(`${path}/export`, read, (c) => exportRecords(c, binding));
  router.get(`${path}/:id{[0-9]+}`, read, (c) => getRecord(c, binding));
  router.get(`${path}/:id{[0-9]+}/history`, read, (c) => recordHistory(c, binding));
  if (operationAllowed(def, 'create')) router.post(path, write, (c) => createRecord(c, binding));
  if (operationAllowed(def, 'update')) router.put(`${path}/:id{[0-9]+}`, write, (c) => updateRecord(c, binding));
  if (operationAllowed(def, 'delete')) {
    router.delete(`${path}/:id{[0-9]+}`, write, (c) => deleteRecord(c, binding));
    router.post(`${path}/bulk-delete`, write, (c) => bulkDelete(c, binding));
  }
  for (const [action, transition] of Object.entries(def.states?.transitions ?? {})) {
    const guard = transition.permission ? needs(transition.permission) : write;
    router.post(`${path}/:id{[0-9]+}/${action}`, guard, (c) => transitionRecord(c, binding, action));
  }
  return router;
}
