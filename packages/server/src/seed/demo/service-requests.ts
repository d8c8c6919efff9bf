/**
 * Demo after-sales service requests (demo mode, after the commerce history): one for each of the customers who
 * were shipped a serial-numbered unit most recently (their latest unit), at the customer's site, in every state, numbered as the server numbers them
 * (contract serviceRequest.numbering: SR, the China day of the request, its counter), the warehouse keeper as the
 * technician. Deterministic for a `now`.
 */
import { serviceRequest } from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documentCounters, serviceRequests } from '../../db/schema';
import { documentNumber } from '../../db/sequence';
import { insertRows } from './insert';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The requests' states in turn, with their priority and what was wrong. */
const TURNS = [
  { status: 'open', priority: 'urgent', problem: '会议室吸顶音箱全部无声，功放指示灯闪烁' },
  { status: 'open', priority: 'normal', problem: '背景音乐偶尔断续，怀疑网络播放器掉线' },
  { status: 'scheduled', priority: 'high', problem: '功放开机后保护，需上门检测' },
  { status: 'scheduled', priority: 'normal', problem: '新增两个分区，需要上门调试音量' },
  { status: 'in_progress', priority: 'high', problem: '无线话筒有啸叫，需重新调试均衡' },
  { status: 'done', priority: 'normal', problem: '调音台一路推子接触不良' },
  { status: 'closed', priority: 'low', problem: '客户要求培训店员使用播放器' },
  { status: 'closed', priority: 'normal', problem: '音箱支架松动，需要加固' },
  { status: 'cancelled', priority: 'low', problem: '客户自行重启后恢复正常' },
  { status: 'open', priority: 'low', problem: '希望把门口音箱的音量调小一些' },
  { status: 'scheduled', priority: 'urgent', problem: '开业前检查全场音响系统' },
  { status: 'closed', priority: 'high', problem: '雷雨后功放无输出，已更换保险' },
] as const;

const RESOLUTION = '已上门检修，设备恢复正常，客户签字确认。';

type Unit = {
  product_id: number;
  serial_no: string;
  shipped_at: string | Date;
  customer_id: number;
  company_id: number | null;
  contact_name: string;
  phone: string;
  region: string[] | null;
  address: string;
  ship_address: string;
};

/** The latest serial-numbered unit of each of the `count` customers shipped one most recently, with its site. */
async function recentUnits(tx: Tx, count: number): Promise<Unit[]> {
  const answer = await tx.execute(sql`
    SELECT * FROM (
      SELECT DISTINCT ON (o.customer_id) s.product_id, s.serial_no, s.shipped_at, o.customer_id, c.company_id,
        c.contact_name, c.phone, c.region, c.address, o.ship_address
      FROM shipped_serials s JOIN deliveries d ON d.id = s.delivery_id JOIN sale_orders o ON o.id = d.order_id
      JOIN customers c ON c.id = o.customer_id
      ORDER BY o.customer_id, s.shipped_at DESC, s.product_id, s.serial_no
    ) AS latest
    ORDER BY shipped_at DESC, product_id, serial_no LIMIT ${count}`);
  return (answer as unknown as { rows: Unit[] }).rows;
}

/** 10:00 or 14:00 China time, `days` after the China day of `at`. */
function slot(at: Date, days: number, afternoon: boolean): Date {
  const day = Math.floor((at.getTime() + 8 * HOUR_MS) / DAY_MS) + days;
  return new Date(day * DAY_MS - 8 * HOUR_MS + (afternoon ? 14 : 10) * HOUR_MS);
}

export async function seedDemoServiceRequests(tx: Tx, now: Date, staff: { sales: number; warehouse: number }) {
  const units = (await recentUnits(tx, TURNS.length)).reverse();
  const numbering = serviceRequest.numbering;
  if (!numbering || units.length === 0) return;
  const rows = units.map((unit, index) => {
    const turn = TURNS[index % TURNS.length] ?? TURNS[0];
    // Requests come in over the last three weeks, oldest first; finished ones were visited days later.
    const created = new Date(now.getTime() - (units.length - index) * 1.7 * DAY_MS);
    const visited = turn.status === 'open' || turn.status === 'cancelled';
    const upcoming = turn.status === 'scheduled';
    const morning = slot(now, 0, false);
    const appointmentAt = visited
      ? null
      : upcoming
        ? slot(now, 1 + (index % 3), index % 2 === 1)
        : turn.status === 'in_progress'
          ? morning < now
            ? morning
            : slot(now, -1, true)
          : slot(created, 1, index % 2 === 1);
    return {
      requestNo: documentNumber(numbering.prefix, created, index + 1),
      companyId: unit.company_id,
      customerId: unit.customer_id,
      contactName: unit.contact_name,
      contactPhone: unit.phone,
      productId: unit.product_id,
      serialNo: unit.serial_no,
      problem: turn.problem,
      priority: turn.priority,
      region: unit.region ?? [],
      address: unit.address || unit.ship_address,
      technicianId: appointmentAt ? staff.warehouse : null,
      appointmentAt,
      resolution: turn.status === 'done' || turn.status === 'closed' ? RESOLUTION : '',
      status: turn.status,
      createdAt: created,
      createdBy: staff.sales,
      updatedAt: appointmentAt && appointmentAt < now ? appointmentAt : created,
      updatedBy: appointmentAt ? staff.warehouse : staff.sales,
    };
  });
  await insertRows(tx, serviceRequests, rows, { identity: false });
  await tx
    .insert(documentCounters)
    .values({ scope: serviceRequest.name, last: rows.length })
    .onConflictDoUpdate({ target: documentCounters.scope, set: { last: rows.length } });
}
