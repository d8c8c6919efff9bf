/**
 * The media library and category trees (contract: media/materials.ts, media/categories.ts). A material's bytes
 * live in the file store (packages/server/src/storage), addressed by their SHA-256; the database keeps metadata,
 * and every reference from another record as a usage row, so a used material cannot be deleted.
 */
import { CATEGORY_TREE_NAMES, MATERIAL_KINDS, MATERIAL_VISIBILITIES } from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { recordColumns, tstz } from './common';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** One table for the five trees; a node's parent is in the same tree (checked by the server on every write). */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tree: text('tree').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    icon: text('icon'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    ...recordColumns(),
  },
  (t) => [
    check('categories_tree', sql`${t.tree} IN (${inList(CATEGORY_TREE_NAMES)})`),
    index('categories_tree_parent_idx').on(t.tree, t.parentId, t.sort),
  ],
);

export const materials = pgTable(
  'materials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** SHA-256 of the content (hex): the file store's key, the ETag, and the dedupe key. */
    hash: text('hash').notNull(),
    /** The thumbnail's content hash in the file store (images), or null. */
    thumbHash: text('thumb_hash'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    tags: text('tags').array().notNull().default([]),
    width: integer('width'),
    height: integer('height'),
    /** Seconds (audio, video). */
    duration: real('duration'),
    /** Audio waveform peaks 0..1 computed in the browser at upload. */
    peaks: jsonb('peaks').$type<number[]>(),
    /** Who may see the bytes (contract MATERIAL_VISIBILITIES); rows from before visibilities were the library's: public. */
    visibility: text('visibility').notNull().default('public'),
    /** The permission a restricted material needs (finance:read for payment proofs); null otherwise. */
    readPermission: text('read_permission'),
    ...recordColumns(),
  },
  (t) => [
    check('materials_kind', sql`${t.kind} IN (${inList(MATERIAL_KINDS)})`),
    check('materials_visibility', sql`${t.visibility} IN (${inList(MATERIAL_VISIBILITIES)})`),
    check('materials_read_permission', sql`(${t.visibility} = 'restricted') = (${t.readPermission} IS NOT NULL)`),
    uniqueIndex('materials_hash_unique').on(t.hash),
    index('materials_category_idx').on(t.categoryId),
    index('materials_kind_created_idx').on(t.kind, t.createdAt),
    index('materials_tags_idx').using('gin', t.tags),
  ],
);

/** A record that refers to a material (`entity`: a resource name or a module's record kind; `field`: where). */
export const materialUsages = pgTable(
  'material_usages',
  {
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'restrict' }),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    field: text('field').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.materialId, t.entity, t.entityId, t.field] }),
    index('material_usages_entity_idx').on(t.entity, t.entityId),
  ],
);
