/**
 * The shapes of the resource framework's answers (../resources/router.ts), derived from the contract definition
 * the way contract resources/types.ts derives RecordOf: a field's wire value by its type, null unless the field
 * can never be empty, the system fields, the reference labels. Records are loose objects: a table may hold
 * columns the definition does not name and a detail hook adds related data (lines, allocations).
 */
import type { BulkAnswer, FieldDef, Fields, ListAnswer, ResourceDef } from '@soundboard/contract';
import * as v from 'valibot';

type Schema = v.GenericSchema;

const NEVER_EMPTY = new Set(['text', 'longText', 'richText', 'boolean', 'images', 'textList', 'enumList', 'region']);

function valueSchema(field: FieldDef): Schema {
  switch (field.type) {
    case 'integer':
    case 'money':
    case 'reference':
    case 'category':
      return v.number();
    case 'boolean':
      return v.boolean();
    case 'enum':
      return field.values ? v.picklist(field.values) : v.string();
    case 'enumList':
      return v.array(field.values ? v.picklist(field.values) : v.string());
    case 'images':
      return v.array(v.number());
    case 'textList':
    case 'region':
      return v.array(v.string());
    default:
      // text, longText, richText, date ('YYYY-MM-DD'), datetime (ISO 8601), dictionary (a code)
      return v.string();
  }
}

/** Never null: contract resources/types.ts NeverNull (required, a non-null default, or stored as an empty value). */
const neverNull = (field: FieldDef, isState: boolean) =>
  isState ||
  field.required === true ||
  (field.default !== undefined && field.default !== null) ||
  NEVER_EMPTY.has(field.type);

function fieldEntries(fields: Fields, stateField: string | undefined, view: 'list' | 'detail') {
  const entries: Record<string, Schema> = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = valueSchema(field);
    const wire = neverNull(field, name === stateField) ? value : v.nullable(value);
    // Lists leave rich text out; a field behind a read permission is left out for callers without it.
    const sometimes = field.readPermission || (field.type === 'richText' && view === 'list');
    entries[name] = sometimes ? v.optional(wire) : wire;
  }
  return entries;
}

const SYSTEM_ENTRIES = {
  id: v.number(),
  createdAt: v.string(),
  createdBy: v.nullable(v.number()),
  updatedAt: v.string(),
  updatedBy: v.nullable(v.number()),
  version: v.number(),
};

/** One record as a list row or as the detail answers it. */
export function recordSchema(def: ResourceDef, view: 'list' | 'detail'): Schema {
  return v.looseObject({
    ...SYSTEM_ENTRIES,
    ...fieldEntries(def.fields, def.states?.field, view),
    refLabels: v.record(v.string(), v.string()),
  });
}

export const listAnswerSchema = (row: Schema): v.GenericSchema<ListAnswer<unknown>> =>
  v.object({
    list: v.array(row),
    total: v.number(),
    totalCapped: v.boolean(),
    page: v.number(),
    pageSize: v.number(),
  });

const historySchema = v.array(
  v.object({
    id: v.number(),
    action: v.string(),
    at: v.string(),
    actorId: v.nullable(v.number()),
    actorName: v.nullable(v.string()),
    changes: v.array(v.object({ field: v.string(), from: v.unknown(), to: v.unknown() })),
  }),
);

export const deletedSchema = v.object({ deleted: v.number() });

const bulkAnswerSchema: v.GenericSchema<BulkAnswer> = v.object({
  done: v.array(v.number()),
  refused: v.array(v.object({ id: v.number(), message: v.string() })),
});

/** What each of a resource's routes answers in `data` (the CSV export answers a file, not an envelope). */
export function resourceOutputs(def: ResourceDef) {
  const detail = recordSchema(def, 'detail');
  return {
    list: listAnswerSchema(recordSchema(def, 'list')),
    detail,
    history: historySchema,
    deleted: deletedSchema,
    bulk: bulkAnswerSchema,
  };
}
