/**
 * Demo stores (demo mode): six showrooms in six cities, with weekly hours (two with a lunch break, one closed on
 * Sundays), exceptions (one on the seed's own local date, New Year's Day closed, Labour Day's longer hours), statuses (one
 * renovating, one closed), managers, photos from the seeded image materials, and players of the seeded
 * bgm_player / announcement_player products — some seen minutes before `now` (online), some days before
 * (offline). Then a deterministic share of the demo sale orders names a store. The same `now` gives the same rows.
 */
import { localMoment } from '@soundboard/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { materials, products, storeExceptions, storeHours, storePlayers, stores } from '../../db/schema';
import { regionOf } from './crm-regions';

const MINUTE = 60_000;
const DAY = 86_400_000;

type Hours = 'daily' | 'lunch' | 'weekdays';

interface DemoStore {
  code: string;
  nameZh: string;
  nameEn: string;
  address: string;
  coordinates: string;
  phone: string;
  status: 'open' | 'renovating' | 'closed';
  hours: Hours;
  manager: 'admin' | 'sales';
  /** Players: minutes since last seen (null: never seen). */
  players: (number | null)[];
  /** Closed on the seed's local date (equipment maintenance). */
  closedToday?: boolean;
  note?: string;
}

const DEMO_STORES: DemoStore[] = [
  {
    code: 'SH-JA01',
    nameZh: '上海静安旗舰店',
    nameEn: "Shanghai Jing'an Flagship",
    address: '上海市静安区南京西路 1266 号恒隆广场 3 楼',
    coordinates: '31.2286, 121.4510',
    phone: '021-62881266',
    status: 'open',
    hours: 'daily',
    manager: 'admin',
    players: [2, 4, 3 * 24 * 60],
  },
  {
    code: 'BJ-CY01',
    nameZh: '北京朝阳体验店',
    nameEn: 'Beijing Chaoyang Experience Store',
    address: '北京市朝阳区建国路 87 号华贸中心 B1',
    coordinates: '39.9087, 116.4716',
    phone: '010-65331087',
    status: 'open',
    hours: 'daily',
    manager: 'sales',
    players: [1, 6],
  },
  {
    code: 'HZ-XH01',
    nameZh: '杭州西湖店',
    nameEn: 'Hangzhou West Lake Store',
    address: '杭州市西湖区文三路 478 号',
    coordinates: '30.2775, 120.1301',
    phone: '0571-88213478',
    status: 'open',
    hours: 'lunch',
    manager: 'sales',
    players: [5, 2 * 24 * 60],
    closedToday: true,
  },
  {
    code: 'CD-JJ01',
    nameZh: '成都锦江店',
    nameEn: 'Chengdu Jinjiang Store',
    address: '成都市锦江区春熙路 19 号',
    coordinates: '30.6570, 104.0817',
    phone: '028-86661919',
    status: 'open',
    hours: 'lunch',
    manager: 'admin',
    players: [3],
  },
  {
    code: 'GZ-TH01',
    nameZh: '广州天河店',
    nameEn: 'Guangzhou Tianhe Store',
    address: '广州市天河区天河路 208 号天河城 5 楼',
    coordinates: '23.1322, 113.3277',
    phone: '020-85590208',
    status: 'renovating',
    hours: 'weekdays',
    manager: 'sales',
    players: [9 * 24 * 60],
    note: '升级试听间，预计下月重新开业。',
  },
  {
    code: 'SZ-NS01',
    nameZh: '深圳南山店',
    nameEn: 'Shenzhen Nanshan Store',
    address: '深圳市南山区科苑南路 2666 号',
    coordinates: '22.5180, 113.9430',
    phone: '0755-86952666',
    status: 'closed',
    hours: 'weekdays',
    manager: 'admin',
    players: [null],
    note: '租约到期，已闭店；设备待回收。',
  },
];

const WEEK = ['1', '2', '3', '4', '5', '6', '7'];

/** A store's weekly periods by its pattern. */
function weeklyHours(pattern: Hours): { weekday: string; opens: string; closes: string }[] {
  if (pattern === 'daily') return WEEK.map((weekday) => ({ weekday, opens: '10:00', closes: '22:00' }));
  if (pattern === 'lunch')
    return WEEK.flatMap((weekday) => [
      { weekday, opens: '09:30', closes: '12:00' },
      { weekday, opens: '13:30', closes: weekday >= '6' ? '24:00' : '21:00' },
    ]);
  return WEEK.filter((weekday) => weekday !== '7').map((weekday) => ({ weekday, opens: '09:00', closes: '18:00' }));
}

export async function seedDemoStores(tx: Tx, now: Date, staff: { admin: number; sales: number }): Promise<void> {
  const players = await tx
    .select({ id: products.id, kind: products.kind, name: products.name })
    .from(products)
    .where(inArray(products.kind, ['bgm_player', 'announcement_player']))
    .orderBy(asc(products.id));
  const images = await tx
    .select({ id: materials.id })
    .from(materials)
    .where(eq(materials.kind, 'image'))
    .orderBy(asc(materials.id));
  const today = localMoment(now).date;
  const year = Number(today.slice(0, 4)) + 1;
  const ids: number[] = [];

  for (const [index, demo] of DEMO_STORES.entries()) {
    const photos = images.length > 0 ? [0, 1].map((n) => images[(index * 2 + n) % images.length]?.id ?? 0) : [];
    const createdAt = new Date(now.getTime() - (400 - index * 30) * DAY);
    const [row] = await tx
      .insert(stores)
      .values({
        code: demo.code,
        nameZh: demo.nameZh,
        nameEn: demo.nameEn,
        region: regionOf(demo.address),
        address: demo.address,
        coordinates: demo.coordinates,
        phone: demo.phone,
        managerId: staff[demo.manager],
        status: demo.status,
        photos: [...new Set(photos)],
        note: demo.note ?? '',
        createdAt,
        createdBy: staff.admin,
        updatedAt: createdAt,
        updatedBy: staff.admin,
      })
      .returning({ id: stores.id });
    if (!row) throw new Error('seed: store insert returned nothing');
    ids.push(row.id);
    await tx
      .insert(storeHours)
      .values(weeklyHours(demo.hours).map((period, sort) => ({ ...period, storeId: row.id, sort })));

    const exceptions = [
      ...(demo.closedToday ? [{ date: today, closed: true, opens: '', closes: '', note: '设备检修' }] : []),
      ...(demo.status === 'open'
        ? [
            { date: `${year}-01-01`, closed: true, opens: '', closes: '', note: '元旦' },
            { date: `${year}-05-01`, closed: false, opens: '10:00', closes: '23:00', note: '劳动节延长营业' },
          ]
        : []),
    ];
    if (exceptions.length > 0)
      await tx.insert(storeExceptions).values(exceptions.map((day, sort) => ({ ...day, storeId: row.id, sort })));

    if (players.length > 0)
      await tx.insert(storePlayers).values(
        demo.players.map((minutes, sort) => {
          const product = players[(index * 3 + sort) % players.length];
          if (!product) throw new Error('seed: no player product');
          const kind = product.kind === 'bgm_player' ? '背景音乐' : '广播';
          return {
            storeId: row.id,
            sort,
            name: `${kind} ${sort + 1}`,
            productId: product.id,
            serial: `${demo.code}-P${String(sort + 1).padStart(2, '0')}`,
            lastSeenAt: minutes === null ? null : new Date(now.getTime() - minutes * MINUTE),
          };
        }),
      );
  }

  // Two orders in three were sold in a store: the non-closed ones in turn, by the order's id.
  const selling = ids.filter((_, index) => DEMO_STORES[index]?.status !== 'closed');
  await tx.execute(
    sql`UPDATE sale_orders SET store_id = (${sql.raw(`ARRAY[${selling.join(',')}]`)})[id % ${selling.length} + 1]
        WHERE id % 3 <> 0`,
  );
}
