/**
 * A home document with what its blocks refer to, looked up (contract ResolvedDocument): materials as URLs of
 * GET /behind/storefront/files/:id, the products of each product grid (on sale only, with prices), the stores of
 * store blocks with their next 7 local days. A fixed number of statements per document whatever its size: ids
 * are collected first and each kind is fetched in one batch (query grids together in one statement).
 */
import {
  BLOCKS,
  type BlockComponent,
  documentReferences,
  type HomeDocument,
  isOpenAt,
  isoWeekday,
  localMoment,
  periodsOn,
  type ResolvedDocument,
  type StorefrontMedia,
  type StorefrontProduct,
  type StorefrontStore,
} from '@soundboard/contract';
import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { materials, products, storeExceptions, storeHours, stores } from '../db/schema';
import { regionText } from '../resources/region-names';

/** Where the storefront (and the editor's preview) loads a material's bytes. */
export const storefrontFileUrl = (id: number) => `/behind/storefront/files/${id}`;

const DAYS_SHOWN = 7;

export interface ResolveOptions {
  /** The store the storefront is opened for: store blocks without a store show it. */
  storeId?: number | null;
  now: Date;
  /** Materials shown outside the document (the fitment's launch screen and "mine" header). */
  materialIds?: readonly number[];
  /** The URL of a material's bytes (default storefrontFileUrl; a preview's carry its token). */
  fileUrl?: (id: number) => string;
}

interface QueryGrid {
  blockId: string;
  kind: string | null;
  sort: string;
  limit: number;
}

const blocksOf = (document: HomeDocument) => document.pages.flatMap((page) => page.components);
const isStoreBlock = (block: BlockComponent) => BLOCKS[block.kind].group === 'store';

export async function resolveDocument(
  db: Db,
  document: HomeDocument,
  options: ResolveOptions,
): Promise<ResolvedDocument> {
  const references = documentReferences(document);
  const idsOf = (kind: 'material' | 'store' | 'product') =>
    references.filter((ref) => ref.kind === kind).map((ref) => ref.value as number);
  const blocks = blocksOf(document);
  const grids = blocks.filter((block) => block.kind === 'productGrid');
  const queryGrids: QueryGrid[] = grids
    .filter((block) => block.props.source === 'query')
    .map((block) => ({
      blockId: block.id,
      kind: (block.props.productKind as string | null) ?? null,
      sort: String(block.props.sort),
      limit: Number(block.props.limit),
    }));
  const manualIds = new Map(
    grids
      .filter((block) => block.props.source === 'manual')
      .map((block) => [block.id, (block.props.productIds as number[]) ?? []]),
  );

  const queried = await queryGridIds(db, queryGrids);
  const fileUrl = options.fileUrl ?? storefrontFileUrl;
  const productList = await onSaleProducts(db, [...queried.values(), ...manualIds.values()].flat(), fileUrl);
  const byId = new Map(productList.map((product) => [product.id, product]));
  const gridIds: Record<string, number[]> = {};
  for (const [blockId, ids] of [...queried, ...manualIds]) gridIds[blockId] = ids.filter((id) => byId.has(id));

  const storeBlocks = blocks.filter(isStoreBlock);
  const wanted = storeBlocks.length > 0 ? [...idsOf('store'), ...(options.storeId ? [options.storeId] : [])] : [];
  const storeList = storeBlocks.length > 0 ? await storesWithWeek(db, wanted, options.now, fileUrl) : [];
  const storeIds = new Set(storeList.map((store) => store.id));
  const firstOpen = storeList.find((store) => store.status === 'open' && store.isFirstOpen);
  const defaultStoreId = options.storeId && storeIds.has(options.storeId) ? options.storeId : (firstOpen?.id ?? null);

  return {
    document,
    media: await mediaOf(db, [...idsOf('material'), ...(options.materialIds ?? [])], fileUrl),
    products: Object.fromEntries(productList.map((product) => [product.id, product])),
    stores: Object.fromEntries(storeList.map(({ isFirstOpen: _, ...store }) => [store.id, store])),
    grids: gridIds,
    defaultStoreId,
  };
}

export type FileUrl = (id: number) => string;

/** The materials as the storefront shows them (URL, kind, sizes), by id; an unknown id is left out. */
export async function mediaOf(db: Db, ids: number[], fileUrl: FileUrl): Promise<Record<number, StorefrontMedia>> {
  if (ids.length === 0) return {};
  const rows = await db
    .select({
      id: materials.id,
      kind: materials.kind,
      mime: materials.mime,
      width: materials.width,
      height: materials.height,
      duration: materials.duration,
    })
    .from(materials)
    .where(inArray(materials.id, [...new Set(ids)]));
  return Object.fromEntries(
    rows.map((row) => [
      row.id,
      {
        url: fileUrl(row.id),
        kind: row.kind as StorefrontMedia['kind'],
        mime: row.mime,
        width: row.width,
        height: row.height,
        durationSeconds: row.duration,
      },
    ]),
  );
}

/** Every query grid's product ids in one statement: each grid's ordered, limited pick as an array. */
async function queryGridIds(db: Db, grids: QueryGrid[]): Promise<Map<string, number[]>> {
  if (grids.length === 0) return new Map();
  const specs = sql.join(
    grids.map((grid) => sql`(${grid.blockId}::text, ${grid.kind}::text, ${grid.sort}::text, ${grid.limit}::int)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    SELECT g.block_id AS "blockId", ARRAY(
      SELECT ${products.id} FROM ${products}
      WHERE ${products.status} = 'on_sale' AND (g.kind IS NULL OR ${products.kind} = g.kind)
      ORDER BY
        CASE WHEN g.sort = 'priceAsc' THEN ${products.salePrice} END ASC,
        CASE WHEN g.sort = 'priceDesc' THEN ${products.salePrice} END DESC,
        CASE WHEN g.sort = 'name' THEN ${products.name} END ASC,
        ${products.createdAt} DESC, ${products.id} DESC
      LIMIT g.lim
    ) AS ids
    FROM (VALUES ${specs}) AS g(block_id, kind, sort, lim)`);
  const rows = (result as unknown as { rows: { blockId: string; ids: (number | string)[] }[] }).rows;
  return new Map(rows.map((row) => [row.blockId, row.ids.map(Number)]));
}

/** The columns a StorefrontProduct is built from (toStorefrontProduct). */
export const productCardColumns = {
  id: products.id,
  name: products.name,
  kind: products.kind,
  salePrice: products.salePrice,
  images: products.images,
};

/** A product card: its first picture as the storefront's file URL. */
export function toStorefrontProduct(
  { images, ...row }: { id: number; name: string; kind: string; salePrice: number; images: number[] | null },
  fileUrl: FileUrl = storefrontFileUrl,
): StorefrontProduct {
  return { ...row, imageUrl: images?.[0] ? fileUrl(images[0]) : null };
}

/** The products among `ids` that are on sale, as cards (in no particular order). */
export async function onSaleProducts(db: Db, ids: number[], fileUrl: FileUrl): Promise<StorefrontProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productCardColumns)
    .from(products)
    .where(and(inArray(products.id, [...new Set(ids)]), eq(products.status, 'on_sale')));
  return rows.map((row) => toStorefrontProduct(row, fileUrl));
}

/** The local dates from today on (Asia/Shanghai), 'YYYY-MM-DD'. */
function nextDates(today: string, count: number): string[] {
  const start = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, day) => new Date(start + day * 86_400_000).toISOString().slice(0, 10));
}

type ResolvedStore = StorefrontStore & { isFirstOpen: boolean };

/** The columns a StorefrontStore is built from (storeWeeks). */
export const storeColumns = {
  id: stores.id,
  code: stores.code,
  nameZh: stores.nameZh,
  nameEn: stores.nameEn,
  address: stores.address,
  region: stores.region,
  phone: stores.phone,
  coordinates: stores.coordinates,
  status: stores.status,
  photos: stores.photos,
};

type StoreRow = {
  [K in keyof typeof storeColumns]: (typeof storeColumns)[K]['_']['notNull'] extends true
    ? (typeof storeColumns)[K]['_']['data']
    : (typeof storeColumns)[K]['_']['data'] | null;
};

/** The stores asked for plus the first open store by code, each with its week; three statements. */
async function storesWithWeek(db: Db, ids: number[], now: Date, fileUrl: FileUrl): Promise<ResolvedStore[]> {
  const firstOpen = db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.status, 'open'))
    .orderBy(asc(stores.code))
    .limit(1);
  const rows = await db
    .select({ ...storeColumns, isFirstOpen: sql<boolean>`${stores.id} = (${firstOpen})` })
    .from(stores)
    .where(
      ids.length > 0
        ? or(inArray(stores.id, ids), eq(stores.id, sql`(${firstOpen})`))
        : eq(stores.id, sql`(${firstOpen})`),
    );
  const first = rows.find((row) => Boolean(row.isFirstOpen))?.id;
  const shown = await storeWeeks(db, rows, now, fileUrl);
  return shown.map((store) => ({ ...store, isFirstOpen: store.id === first }));
}

/**
 * Stores as the storefront shows them: each with its next 7 local days (hours and exceptions) and whether it is
 * open now; two statements whatever the number of stores.
 */
export async function storeWeeks(db: Db, rows: StoreRow[], now: Date, fileUrl: FileUrl): Promise<StorefrontStore[]> {
  if (rows.length === 0) return [];
  const found = rows.map((row) => row.id);
  const { date: today, time } = localMoment(now);
  const dates = nextDates(today, DAYS_SHOWN);
  const hours = await db
    .select({
      storeId: storeHours.storeId,
      weekday: storeHours.weekday,
      opens: storeHours.opens,
      closes: storeHours.closes,
    })
    .from(storeHours)
    .where(inArray(storeHours.storeId, found));
  const exceptions = await db
    .select({
      storeId: storeExceptions.storeId,
      date: storeExceptions.date,
      closed: storeExceptions.closed,
      opens: storeExceptions.opens,
      closes: storeExceptions.closes,
      note: storeExceptions.note,
    })
    .from(storeExceptions)
    .where(
      and(
        inArray(storeExceptions.storeId, found),
        gte(storeExceptions.date, today),
        lt(storeExceptions.date, nextDates(today, DAYS_SHOWN + 1)[DAYS_SHOWN] ?? today),
      ),
    );
  return rows.map(({ id, code, nameZh, nameEn, address, status, region, photos, coordinates, phone }) => {
    const row = { id, code, nameZh, nameEn, address, status };
    const own = hours.filter((period) => period.storeId === row.id);
    const days = exceptions
      .filter((day) => day.storeId === row.id)
      .map((day) => ({ ...day, closed: day.closed ?? false, opens: day.opens ?? '', closes: day.closes ?? '' }));
    return {
      ...row,
      phone: phone ?? '',
      coordinates: coordinates ?? '',
      regionText: regionText(region ?? []),
      photoUrl: photos?.[0] ? fileUrl(photos[0]) : null,
      week: dates.map((date) => ({
        date,
        weekday: isoWeekday(date),
        periods: periodsOn(date, own, days),
        note: days.find((day) => day.date === date)?.note ?? '',
      })),
      openNow: row.status === 'open' && isOpenAt(today, time, own, days),
    };
  });
}
