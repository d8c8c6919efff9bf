/**
 * The storefront's products (contract decoration/storefront-catalog.ts): the category page, on sale only, a kind's
 * or every kind's, by newest, price or name, within a price range, in keyset pages of STOREFRONT_PAGE_SIZE; and a
 * product's page: its pictures, the filled specification fields, in or out of stock (never how many), never its
 * cost, and up to 4 other on-sale products of its kind. Cards are resolve.ts's, so a grid and a list agree.
 */
import {
  STOREFRONT_PAGE_SIZE,
  type StorefrontProductDetail,
  type StorefrontProductPage,
  type StorefrontProductSort,
  UNSTOCKED_KINDS,
} from '@soundboard/contract';
import { and, asc, desc, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Db } from '../db/client';
import { products, stock } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { validationError } from '../resources/wire';
import { mediaOf, productCardColumns, storefrontFileUrl, toStorefrontProduct } from './resolve';

export const onSale = eq(products.status, 'on_sale');

/** Each sort's key; ties go by id in the same direction, so (key, id) orders every row once. */
const SORT_KEYS = {
  newest: { column: products.createdAt, ascending: false },
  priceAsc: { column: products.salePrice, ascending: true },
  priceDesc: { column: products.salePrice, ascending: false },
  name: { column: products.name, ascending: true },
} as const;

/**
 * The cursor names the sort and the last product shown; the next page starts after that product's key, read from
 * its row (exact whatever the key's type, and short whatever the name). Opaque to the page: base64url of JSON.
 */
const cursorShape = v.tuple([
  v.picklist(Object.keys(SORT_KEYS)),
  v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
]);

export const encodeCursor = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

/** The cursor's parts, or a 422 on `cursor` for anything this server did not write (or a product gone since). */
export function decodeCursor<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  cursor: string,
  shape: S,
): v.InferOutput<S> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = v.safeParse(shape, parsed);
  if (!result.success) throw badCursor(c);
  return result.output;
}

export const badCursor = (c: Context<AppEnv>) =>
  validationError(c, [{ path: 'cursor', message: 'validation.invalid' }]);

interface ProductQuery {
  kind?: string | undefined;
  sort: StorefrontProductSort;
  min?: number | undefined;
  max?: number | undefined;
  cursor?: string | undefined;
}

export async function productPage(c: Context<AppEnv>, query: ProductQuery): Promise<StorefrontProductPage> {
  const { db } = c.var.deps;
  if (query.min !== undefined && query.max !== undefined && query.min > query.max)
    throw validationError(c, [{ path: 'max', message: 'validation.invalid' }]);
  const { column, ascending } = SORT_KEYS[query.sort];
  let after: SQL | undefined;
  if (query.cursor !== undefined) {
    const [sort, id] = decodeCursor(c, query.cursor, cursorShape);
    if (sort !== query.sort) throw badCursor(c);
    const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
    if (!row) throw badCursor(c);
    const last = sql`(SELECT ${column}, ${products.id} FROM ${products} WHERE ${products.id} = ${id})`;
    after = ascending ? sql`(${column}, ${products.id}) > ${last}` : sql`(${column}, ${products.id}) < ${last}`;
  }
  const order = ascending ? asc : desc;
  const rows = await db
    .select(productCardColumns)
    .from(products)
    .where(
      and(
        onSale,
        query.kind === undefined ? undefined : eq(products.kind, query.kind),
        query.min === undefined ? undefined : gte(products.salePrice, query.min),
        query.max === undefined ? undefined : lte(products.salePrice, query.max),
        after,
      ),
    )
    .orderBy(order(column), order(products.id))
    .limit(STOREFRONT_PAGE_SIZE + 1);
  const items = rows.slice(0, STOREFRONT_PAGE_SIZE).map((row) => toStorefrontProduct(row));
  const last = items.at(-1);
  return { items, next: rows.length > STOREFRONT_PAGE_SIZE && last ? encodeCursor([query.sort, last.id]) : null };
}

const SPEC_FIELDS = ['powerW', 'impedanceOhm', 'frequencyResponse', 'channels'] as const;
const RELATED = 4;

/** Whether any of the product's stock is free to sell (on hand less reserved, over every warehouse). */
async function inStock(db: Db, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ free: sql<string | null>`sum(${stock.onHand} - ${stock.reserved})` })
    .from(stock)
    .where(eq(stock.productId, productId));
  return Number(row?.free ?? 0) > 0;
}

/** A product's page; 404 unless it is on sale. */
export async function productDetail(db: Db, id: number): Promise<StorefrontProductDetail> {
  const [row] = await db
    .select({
      ...productCardColumns,
      sku: products.sku,
      brand: products.brand,
      model: products.model,
      unit: products.unit,
      warrantyMonths: products.warrantyMonths,
      description: products.description,
      powerW: products.powerW,
      impedanceOhm: products.impedanceOhm,
      frequencyResponse: products.frequencyResponse,
      channels: products.channels,
    })
    .from(products)
    .where(and(eq(products.id, id), onSale));
  if (!row) throw notFound();
  const media = await mediaOf(db, row.images ?? [], storefrontFileUrl);
  const related = await db
    .select(productCardColumns)
    .from(products)
    .where(and(onSale, eq(products.kind, row.kind), ne(products.id, id)))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(RELATED);
  return {
    ...toStorefrontProduct(row),
    sku: row.sku,
    brand: row.brand ?? '',
    model: row.model ?? '',
    unit: row.unit,
    warrantyMonths: row.warrantyMonths ?? 0,
    images: (row.images ?? []).flatMap((image) => media[image] ?? []),
    specs: SPEC_FIELDS.flatMap((field) => {
      const value = row[field];
      return value === null || value === undefined || value === '' ? [] : [{ field, value }];
    }),
    description: row.description ?? '',
    inStock: UNSTOCKED_KINDS.includes(row.kind) || (await inStock(db, id)),
    related: related.map((product) => toStorefrontProduct(product)),
  };
}
