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
 *   POST   <path>/bulk/<action>   the change on many records (contract resources/bulk.ts), same permission
 * Operations the definition turns off have no route.
 */
import {
  bulkSchema,
  createSchema,
  listQueryEntries,
  operationAllowed,
  transitionSchema,
  updateSchema,
} from '@soundboard/contract';
import { Hono } from 'hono';
import * as v from 'valibot';
import { needs } from '../auth/guard';
import type { AppEnv } from '../http/env';
import { resourceOutputs } from '../openapi/resource-output';
import { withInput } from '../openapi/route-input';
import { withOutput } from '../openapi/route-output';
import type { ResourceBinding } from './binding';
import { EXPORT_QUERY, exportRecords } from './export';
import { getRecord, listRecords, recordHistory } from './read';
import { bulkDelete, bulkTransition, createRecord, deleteRecord, transitionRecord, updateRecord } from './write';

export function resourceRoutes(binding: ResourceBinding): Hono<AppEnv> {
  const { def } = binding;
  const router = new Hono<AppEnv>();
  const read = needs(def.permissions.read);
  const write = needs(def.permissions.write);
  const path = def.path;
  // What each route reads, for the OpenAPI document (the handlers validate with the same contract schemas).
  const listQuery = v.strictObject(listQueryEntries(def));
  const exportQuery = v.strictObject({ ...listQueryEntries(def), ...EXPORT_QUERY });
  const answers = resourceOutputs(def);

  router.get(
    path,
    read,
    withInput(
      { query: listQuery },
      withOutput(answers.list, (c) => listRecords(c, binding)),
    ),
  );
  if (operationAllowed(def, 'export')) {
    router.get(
      `${path}/export`,
      read,
      withInput({ query: exportQuery }, (c) => exportRecords(c, binding)),
    );
  }
  router.get(
    `${path}/:id{[0-9]+}`,
    read,
    withOutput(answers.detail, (c) => getRecord(c, binding)),
  );
  router.get(
    `${path}/:id{[0-9]+}/history`,
    read,
    withOutput(answers.history, (c) => recordHistory(c, binding)),
  );
  if (operationAllowed(def, 'create'))
    router.post(
      path,
      write,
      withInput(
        { body: createSchema(def) },
        withOutput(answers.detail, (c) => createRecord(c, binding)),
      ),
    );
  if (operationAllowed(def, 'update')) {
    router.put(
      `${path}/:id{[0-9]+}`,
      write,
      withInput(
        { body: updateSchema(def) },
        withOutput(answers.detail, (c) => updateRecord(c, binding)),
      ),
    );
  }
  if (operationAllowed(def, 'delete')) {
    router.delete(
      `${path}/:id{[0-9]+}`,
      write,
      withOutput(answers.deleted, (c) => deleteRecord(c, binding)),
    );
    router.post(
      `${path}/bulk-delete`,
      write,
      withInput(
        { body: bulkSchema },
        withOutput(answers.deleted, (c) => bulkDelete(c, binding)),
      ),
    );
  }
  for (const [action, transition] of Object.entries(def.states?.transitions ?? {})) {
    const guard = transition.permission ? needs(transition.permission) : write;
    const body = transitionSchema(def, action);
    router.post(
      `${path}/:id{[0-9]+}/${action}`,
      guard,
      withInput(
        { body },
        withOutput(answers.detail, (c) => transitionRecord(c, binding, action)),
      ),
    );
    // An action that takes input answers 422 in bulk (each record would need its own).
    router.post(
      `${path}/bulk/${action}`,
      guard,
      withInput(
        { body: bulkSchema },
        withOutput(answers.bulk, (c) => bulkTransition(c, binding, action)),
      ),
    );
  }
  return router;
}
