/**
 * Demo ad positions and ads (demo mode, empty database): a rotating home banner, a single-ad launch screen, the
 * home page's middle strip and the "mine" page; ads with pictures from the seeded media library linking to a
 * product, an article, a storefront page or an https address — most running, one ended, one scheduled (on the
 * launch screen, right after the running one: their periods touch, they do not overlap), one disabled, one
 * shown in the first store only — with plausible views and clicks. Without a media library (no file store) the
 * ads have no picture: the storefront skips them until one is chosen. Deterministic for a given `now`.
 */
import type { LinkKind } from '@soundboard/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  adPositions,
  advertisementStores,
  advertisements,
  articles,
  materials,
  materialUsages,
  products,
  stores,
} from '../../db/schema';

const DAY = 86_400_000;

const POSITIONS = [
  { code: 'HOME-BANNER', name: '首页轮播', placement: 'homeTop', width: 750, height: 320, single: false },
  { code: 'LAUNCH', name: '启动页', placement: 'launch', width: 750, height: 1334, single: true },
  { code: 'HOME-MIDDLE', name: '首页中部横幅', placement: 'homeMiddle', width: 750, height: 200, single: false },
  { code: 'MINE-BANNER', name: '我的页横幅', placement: 'mine', width: 750, height: 180, single: false },
] as const;

type Target = 'speaker' | 'amplifier' | 'article' | { page: string } | { url: string };

interface DemoAd {
  title: string;
  position: (typeof POSITIONS)[number]['code'];
  /** Index into the library's images (in upload order), wrapping. */
  picture: number;
  target: Target;
  /** Days from now. */
  from: number;
  to: number;
  sort: number;
  views: number;
  clicks: number;
  enabled?: boolean;
  firstStoreOnly?: boolean;
}

const ADS: DemoAd[] = [
  {
    title: '秋季新品上市',
    position: 'HOME-BANNER',
    picture: 0,
    target: 'speaker',
    from: -10,
    to: 20,
    sort: 1,
    views: 1840,
    clicks: 96,
  },
  {
    title: 'Grand opening week',
    position: 'HOME-BANNER',
    picture: 1,
    target: { page: 'stores' },
    from: -3,
    to: 27,
    sort: 2,
    views: 920,
    clicks: 41,
  },
  {
    title: '安装案例精选',
    position: 'HOME-BANNER',
    picture: 0,
    target: 'article',
    from: -30,
    to: 60,
    sort: 3,
    views: 2210,
    clicks: 58,
  },
  {
    title: '双十一预热',
    position: 'HOME-BANNER',
    picture: 1,
    target: { url: 'https://www.example.com/1111' },
    from: -40,
    to: -10,
    sort: 4,
    views: 5120,
    clicks: 311,
  },
  {
    title: '启动页 · 秋季',
    position: 'LAUNCH',
    picture: 1,
    target: { page: 'home' },
    from: -7,
    to: 5,
    sort: 0,
    views: 3400,
    clicks: 120,
  },
  {
    title: '启动页 · 冬季',
    position: 'LAUNCH',
    picture: 0,
    target: { page: 'category' },
    from: 5,
    to: 35,
    sort: 0,
    views: 0,
    clicks: 0,
  },
  {
    title: '功放专区',
    position: 'HOME-MIDDLE',
    picture: 3,
    target: 'amplifier',
    from: -14,
    to: 45,
    sort: 1,
    views: 760,
    clicks: 22,
  },
  {
    title: '会员日（已停用）',
    position: 'HOME-MIDDLE',
    picture: 2,
    target: { page: 'mine' },
    from: -5,
    to: 25,
    sort: 2,
    views: 130,
    clicks: 3,
    enabled: false,
  },
  {
    title: '本店专享试听',
    position: 'MINE-BANNER',
    picture: 2,
    target: { page: 'stores' },
    from: -2,
    to: 30,
    sort: 1,
    views: 310,
    clicks: 12,
    firstStoreOnly: true,
  },
];

/** The id of a query's first row, or null. */
const firstId = async (query: Promise<{ id: number }[]>): Promise<number | null> => (await query)[0]?.id ?? null;

export async function seedDemoAds(tx: Tx, now: Date): Promise<void> {
  const positions = await tx
    .insert(adPositions)
    .values(POSITIONS.map((position) => ({ ...position })))
    .returning();
  const positionId = new Map(positions.map((row) => [row.code, row.id]));
  const images = (
    await tx.select({ id: materials.id }).from(materials).where(eq(materials.kind, 'image')).orderBy(asc(materials.id))
  ).map((row) => row.id);
  const onSale = (kind: string) =>
    firstId(
      tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.kind, kind), eq(products.status, 'on_sale')))
        .orderBy(asc(products.id))
        .limit(1),
    );
  const targets = {
    speaker: await onSale('speaker'),
    amplifier: await onSale('amplifier'),
    article: await firstId(
      tx
        .select({ id: articles.id })
        .from(articles)
        .where(eq(articles.status, 'published'))
        .orderBy(asc(articles.id))
        .limit(1),
    ),
  };
  const firstStore = await firstId(tx.select({ id: stores.id }).from(stores).orderBy(asc(stores.code)).limit(1));

  const linkOf = (target: Target): { linkKind: LinkKind; linkTarget: string } => {
    if (typeof target === 'object')
      return 'page' in target
        ? { linkKind: 'page', linkTarget: target.page }
        : { linkKind: 'url', linkTarget: target.url };
    const id = targets[target];
    // Without the record (a trimmed catalogue), the ad opens the storefront's home page instead.
    if (id === null) return { linkKind: 'page', linkTarget: 'home' };
    return { linkKind: target === 'article' ? 'article' : 'product', linkTarget: String(id) };
  };

  for (const ad of ADS) {
    const picture = images.length > 0 ? [images[ad.picture % images.length] as number] : [];
    const [row] = await tx
      .insert(advertisements)
      .values({
        title: ad.title,
        positionId: positionId.get(ad.position) as number,
        image: picture,
        ...linkOf(ad.target),
        startsAt: new Date(now.getTime() + ad.from * DAY),
        endsAt: new Date(now.getTime() + ad.to * DAY),
        sort: ad.sort,
        enabled: ad.enabled ?? true,
        viewCount: ad.views,
        clickCount: ad.clicks,
        createdAt: new Date(now.getTime() + Math.min(ad.from, 0) * DAY - DAY),
        updatedAt: new Date(now.getTime() + Math.min(ad.from, 0) * DAY - DAY),
      })
      .returning({ id: advertisements.id });
    if (!row) throw new Error('seed: advertisement insert returned nothing');
    // Where used: the picture's usage, as the ad form would record it.
    for (const materialId of picture)
      await tx.insert(materialUsages).values({ materialId, entity: 'advertisement', entityId: row.id, field: 'image' });
    if (ad.firstStoreOnly && firstStore !== null)
      await tx.insert(advertisementStores).values({ advertisementId: row.id, storeId: firstStore, sort: 0 });
  }
}
