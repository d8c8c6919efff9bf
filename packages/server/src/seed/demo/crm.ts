/**
 * The demo CRM, consistent with the year of orders: a company per business customer (and a few installers),
 * ten customers that have not bought yet, owners (Li Na; the northern accounts handed to Zhou Jie when he
 * joined), levels by what each customer bought, the owner history, and the follow-ups the orders imply. The
 * pool's rules (configuration group crm) hold on the seed's `now`: every owned customer was contacted within its
 * level's limit, except two inside the warning window; a few neglected ones are already back in the pool; some
 * of Li Na's are due today or overdue, so the Workplace panel and the today filter show rows in a fresh demo.
 */
import { CONFIG_GROUPS } from '@soundboard/contract';
import type { customerOwnerChanges, customers, followUps } from '../../db/schema';
import { buildCompanies, type CompanyAccount } from './crm-companies';
import { NEW_CUSTOMERS, SITE_NAMES } from './crm-data';
import {
  type FollowUpEvent,
  followUp,
  type JourneyAccount,
  leadJourney,
  officeTime,
  orderJourney,
} from './crm-follow-ups';
import { regionOf } from './crm-regions';
import type { Segment } from './customers-data';
import { type CustomerDoc, DAY, HOUR, type OrderDoc, type Staff } from './model';
import type { Random } from './random';

type Rows<T extends { $inferInsert: object }> = (T['$inferInsert'] & { id: number })[];
type CustomerRow = typeof customers.$inferInsert & { id: number };

export type CrmStaff = Staff & { sales2: number };

export interface CrmIds {
  customer: number;
  company: number;
  contact: number;
  site: number;
  ownerChange: number;
  followUp: number;
}

const POOL = CONFIG_GROUPS.crm;
/** Days without a follow-up before a customer of each level returns to the pool (the configuration's defaults). */
const LIMIT_DAYS: Record<string, number> = {
  key: POOL.poolDaysKey.default,
  regular: POOL.poolDaysRegular.default,
  small: POOL.poolDaysSmall.default,
};
const WARN_DAYS = POOL.poolWarnDays.default;

/** Zhou Jie joined this many days before `now` and took over the northern accounts. */
const HANDOVER_DAYS = 75;
/** Provinces served from Beijing (the northern accounts): Beijing, Tianjin, Hebei, Shandong. */
const NORTH = new Set(['110000', '120000', '130000', '370000']);

interface Account {
  row: CustomerRow;
  segment: Segment | 'installer';
  orders: OrderDoc[];
  region: string[];
  level: string;
  source: string;
  status: string;
  companyIndex: number | null;
  journey: JourneyAccount;
  events: (FollowUpEvent & { nextAt: number | null })[];
  /** Who owned it when: the owner history. */
  owners: { at: number; reason: string; from: number | null; to: number | null; actor: number | null; note: string }[];
}

function parseNewCustomers(): {
  segment: Segment | 'installer';
  name: string;
  contactName: string;
  phone: string;
  email: string;
  address: string;
}[] {
  return NEW_CUSTOMERS.trim()
    .split('\n')
    .map((line) => {
      const [segment = '', name = '', contactName = '', phone = '', email = '', address = ''] = line
        .split('|')
        .map((cell) => cell.trim());
      return { segment: segment as Segment | 'installer', name, contactName, phone, email, address };
    });
}

/** Levels by what each business customer bought (non-cancelled orders): the busiest are key accounts. */
function levels(rng: Random, accounts: Account[]): void {
  const spent = (account: Account) =>
    account.orders.filter((order) => order.status !== 'cancelled').reduce((sum, order) => sum + order.lines.length, 0);
  const buyers = accounts.filter((account) => account.segment !== 'individual' && account.orders.length > 0);
  const ranked = [...buyers].sort((a, b) => spent(b) - spent(a) || a.row.id - b.row.id);
  for (const account of accounts) {
    const rank = ranked.indexOf(account);
    if (account.segment === 'individual') account.level = 'small';
    else if (rank < 0) account.level = rng.chance(0.7) ? 'regular' : 'small';
    else account.level = rank < 12 ? 'key' : rank >= ranked.length - 6 ? 'small' : 'regular';
  }
}

function sourceOf(rng: Random, segment: Segment | 'installer'): string {
  if (segment === 'individual') return rng.weighted({ walk_in: 3, referral: 3, website: 2 });
  if (segment === 'installer') return rng.weighted({ exhibition: 2, referral: 1 });
  if (segment === 'school' || segment === 'venue') return rng.weighted({ tender: 3, referral: 1, website: 1 });
  return rng.weighted({ referral: 4, website: 3, walk_in: 1, exhibition: 2, installer: 2 });
}

/**
 * The CRM rows. Mutates `customerRows` (the CRM columns of the customers with orders) and appends the new
 * customers' rows to it.
 */
export function buildCrm(
  rng: Random,
  now: Date,
  staff: CrmStaff,
  customerRows: CustomerRow[],
  customerDocs: readonly CustomerDoc[],
  orders: readonly OrderDoc[],
  first: CrmIds,
) {
  const end = now.getTime();
  const handover = officeTime(rng, end - HANDOVER_DAYS * DAY);
  const ordersOf = new Map<number, OrderDoc[]>();
  for (const order of orders) ordersOf.set(order.customer.id, [...(ordersOf.get(order.customer.id) ?? []), order]);

  const accounts: Account[] = [];
  const add = (row: CustomerRow, segment: Segment | 'installer') => {
    const bought = (ordersOf.get(row.id) ?? []).sort((a, b) => a.t0 - b.t0);
    // Entered a few weeks before the first order (the catalogue's date may be later).
    const firstOrder = bought[0]?.t0;
    if (firstOrder !== undefined && row.createdAt && row.createdAt.getTime() > firstOrder - 20 * DAY)
      row.createdAt = row.updatedAt = new Date(officeTime(rng, firstOrder - rng.int(20, 40) * DAY));
    accounts.push({
      row,
      segment,
      orders: bought,
      region: regionOf(row.address ?? ''),
      level: 'regular',
      source: sourceOf(rng, segment),
      status: 'lead',
      companyIndex: null,
      journey: {
        segment,
        contacts: [],
        personName: row.contactName ?? '',
        siteName: '',
        created: row.createdAt?.getTime() ?? 0,
        orders: [],
      },
      events: [],
      owners: [],
    });
  };
  for (const doc of customerDocs) {
    const row = customerRows.find((candidate) => candidate.id === doc.id);
    if (row) add(row, doc.segment);
  }
  for (const [index, seed] of parseNewCustomers().entries()) {
    const created = new Date(officeTime(rng, end - rng.int(20, 75) * DAY));
    const row: CustomerRow = {
      id: first.customer + index,
      code: `C${String(customerRows.length + 1).padStart(5, '0')}`,
      name: seed.name,
      kind: seed.segment === 'individual' ? 'individual' : 'company',
      contactName: seed.contactName,
      phone: seed.phone,
      email: seed.email,
      address: seed.address,
      note: seed.segment === 'individual' ? '个人客户' : '',
      createdAt: created,
      updatedAt: created,
    };
    customerRows.push(row);
    add(row, seed.segment);
  }
  levels(rng, accounts);

  // Companies for everyone but private persons.
  const business = accounts.filter((account) => account.segment !== 'individual');
  const companyAccounts: CompanyAccount[] = business.map((account) => ({
    segment: account.segment as CompanyAccount['segment'],
    name: account.row.name,
    contactName: account.row.contactName ?? '',
    phone: account.row.phone ?? '',
    email: account.row.email ?? '',
    address: account.row.address ?? '',
    region: account.region,
    level: account.level,
    source: account.source,
    created: account.row.createdAt ?? now,
    createdBy: staff.sales,
  }));
  const built = buildCompanies(rng, companyAccounts, first);
  for (const [index, account] of business.entries()) {
    account.companyIndex = index;
    const ids = built.contactsOf[index] ?? [];
    account.journey.contacts = ids.map((id) => ({
      id,
      name: built.contactRows.find((contact) => contact.id === id)?.name ?? '',
    }));
    account.journey.siteName = SITE_NAMES[account.segment as CompanyAccount['segment']][0];
  }
  for (const account of accounts) {
    if (account.segment === 'individual') account.journey.siteName = '客户家中';
    account.journey.orders = account.orders;
    const placed = account.orders.some((order) => order.status !== 'cancelled');
    account.status = placed
      ? 'customer'
      : account.orders.length > 0 || account.segment === 'installer'
        ? 'qualified'
        : rng.chance(0.3)
          ? 'qualified'
          : 'lead';
    const events =
      account.orders.length > 0 ? orderJourney(rng, account.journey, end) : leadJourney(rng, account.journey, end);
    account.events = events.map((event) => ({ ...event, nextAt: null }));
  }

  // Owners: Li Na entered every customer; the northern ones went to Zhou Jie at the handover.
  for (const account of accounts) {
    const created = account.row.createdAt?.getTime() ?? 0;
    const north = NORTH.has(account.region[0] ?? '');
    const owner = north && created > handover ? staff.sales2 : staff.sales;
    account.owners.push({ at: created, reason: 'create', from: null, to: owner, actor: owner, note: '' });
  }

  const lastAt = (account: Account) => account.events.at(-1)?.at ?? account.row.createdAt?.getTime() ?? 0;
  const lastOrderAt = (account: Account) => account.orders.at(-1)?.t0 ?? 0;
  const limitOf = (account: Account) => (LIMIT_DAYS[account.level] ?? LIMIT_DAYS.regular ?? 30) * DAY;

  // A few neglected customers are back in the pool: reclaimed when their limit ran out.
  const neglected = accounts
    .filter((account) => {
      const reclaim = lastAt(account) + limitOf(account);
      return account.orders.length > 0 && reclaim < end - DAY && reclaim > lastOrderAt(account);
    })
    .sort((a, b) => lastAt(a) - lastAt(b) || a.row.id - b.row.id)
    .slice(0, 4);
  const pool = new Set(neglected);
  for (const account of neglected) {
    // Not bought for half a year: marked inactive.
    if (lastOrderAt(account) < end - 180 * DAY) account.status = 'inactive';
    const at = lastAt(account) + limitOf(account);
    const north = NORTH.has(account.region[0] ?? '');
    const owner = account.owners.at(-1)?.to ?? null;
    // Handed over before it was reclaimed.
    if (north && owner === staff.sales && at > handover)
      account.owners.push({
        at: handover,
        reason: 'transfer',
        from: staff.sales,
        to: staff.sales2,
        actor: staff.admin,
        note: '华北区域客户交由周杰跟进',
      });
    account.owners.push({
      at,
      reason: 'reclaim',
      from: account.owners.at(-1)?.to ?? null,
      to: null,
      actor: null,
      note: '',
    });
  }
  for (const account of accounts) {
    if (pool.has(account)) continue;
    const owner = account.owners.at(-1)?.to;
    if (NORTH.has(account.region[0] ?? '') && owner === staff.sales)
      account.owners.push({
        at: handover,
        reason: 'transfer',
        from: staff.sales,
        to: staff.sales2,
        actor: staff.admin,
        note: '华北区域客户交由周杰跟进',
      });
  }
  const ownerOf = (account: Account) => account.owners.at(-1)?.to ?? null;
  // Since the handover Zhou Jie takes the northern accounts' orders (the administrator's stay his).
  for (const account of accounts)
    if (account.owners.some((change) => change.reason === 'transfer'))
      for (const order of account.orders)
        if (order.t0 > handover && order.salespersonId === staff.sales) order.salespersonId = staff.sales2;

  // The Workplace's examples among Li Na's customers (and one of Zhou Jie's due today).
  const owned = accounts.filter((account) => !pool.has(account));
  const chosen = new Set<Account>();
  const pick = (count: number, test: (account: Account) => boolean) => {
    const found = owned.filter((account) => !chosen.has(account) && test(account)).slice(0, count);
    for (const account of found) chosen.add(account);
    return found;
  };
  const before = (days: number) => (account: Account) => lastAt(account) < end - days * DAY;
  // Midnight in China of the seed's day.
  const today = Math.floor((end + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
  /** A last follow-up (after every other one, before now) planning `nextAt`. */
  const last = (account: Account, at: number, nextAt: number | null, type = 'call') => {
    const when = Math.min(Math.max(at, lastAt(account) + HOUR), end - HOUR);
    account.events.push({ ...followUp(rng, account.journey, when, type, 'routine'), nextAt });
  };
  // Two inside the warning window (regular ones first: 24-28 days for 30), no next time planned.
  const daysOf = (account: Account) => Math.round(limitOf(account) / DAY);
  const byLevel = (level: string) => (a: Account) =>
    ownerOf(a) === staff.sales && a.level === level && a.orders.length > 0 && before(daysOf(a) - 1)(a);
  const warned = [...owned.filter(byLevel('regular')), ...owned.filter(byLevel('small'))].slice(0, 2);
  for (const account of warned) chosen.add(account);
  for (const account of warned)
    last(account, officeTime(rng, end - rng.int(daysOf(account) - WARN_DAYS + 1, daysOf(account) - 2) * DAY), null);
  for (const [k, account] of pick(3, (a) => ownerOf(a) === staff.sales && before(7)(a)).entries())
    last(account, officeTime(rng, end - rng.int(3, 6) * DAY), today + (10 + 3 * k) * HOUR);
  for (const account of pick(1, (a) => ownerOf(a) === staff.sales2 && before(7)(a)))
    last(account, officeTime(rng, end - rng.int(3, 6) * DAY), today + 15 * HOUR);
  for (const [k, account] of pick(2, (a) => ownerOf(a) === staff.sales && before(7)(a)).entries())
    last(account, officeTime(rng, end - 6 * DAY), today - (k + 1) * DAY + 10 * HOUR);

  // Everyone else owned was contacted before the warning window opened; most have a next time planned.
  for (const account of owned) {
    if (chosen.has(account)) continue;
    const safe = Math.floor(limitOf(account) / DAY) - WARN_DAYS - 1;
    if (lastAt(account) < end - safe * DAY)
      last(account, officeTime(rng, end - rng.int(1, safe) * DAY), null, rng.pick(['call', 'wechat', 'visit']));
    const final = account.events.at(-1);
    if (final && rng.chance(0.65)) final.nextAt = officeTime(rng, end + rng.int(2, 20) * DAY);
  }
  // Earlier follow-ups often planned the next one.
  for (const account of accounts)
    for (const [index, event] of account.events.slice(0, -1).entries())
      if (rng.chance(0.4)) event.nextAt = account.events[index + 1]?.at ?? null;

  return rows(staff, accounts, built, ownerOf, pool, first);
}

function rows(
  staff: CrmStaff,
  accounts: Account[],
  built: ReturnType<typeof buildCompanies>,
  ownerOf: (account: Account) => number | null,
  pool: Set<Account>,
  first: CrmIds,
) {
  const ownerChangeRows: Rows<typeof customerOwnerChanges> = [];
  const followUpRows: Rows<typeof followUps> = [];
  for (const account of accounts) {
    const { row } = account;
    const ownerAt = (at: number) => [...account.owners].reverse().find((change) => change.at <= at)?.to ?? staff.sales;
    for (const change of account.owners)
      ownerChangeRows.push({
        id: first.ownerChange + ownerChangeRows.length,
        customerId: row.id,
        at: new Date(change.at),
        reason: change.reason,
        fromId: change.from,
        toId: change.to,
        actorId: change.actor,
        note: change.note,
      });
    for (const event of account.events) {
      const author = ownerAt(event.at);
      followUpRows.push({
        id: first.followUp + followUpRows.length,
        customerId: row.id,
        at: new Date(event.at),
        type: event.type,
        content: event.content,
        contactId: event.contactId,
        attachments: [],
        nextAt: event.nextAt === null ? null : new Date(event.nextAt),
        createdAt: new Date(event.at),
        updatedAt: new Date(event.at),
        createdBy: author,
        updatedBy: author,
        version: 1,
      });
    }
    const final = account.events.at(-1);
    const ownership = account.owners.at(-1);
    Object.assign(row, {
      companyId: account.companyIndex === null ? null : first.company + account.companyIndex,
      ownerId: ownerOf(account),
      ownedAt: pool.has(account) || !ownership ? null : new Date(ownership.at),
      status: account.status,
      level: account.level,
      source: account.source,
      deal: account.status === 'customer',
      region: account.region,
      lastContactAt: final ? new Date(final.at) : null,
      nextContactAt: final?.nextAt ? new Date(final.nextAt) : null,
      createdBy: account.owners[0]?.to ?? staff.sales,
      updatedBy: account.owners[0]?.to ?? staff.sales,
    } satisfies Partial<CustomerRow>);
  }
  return {
    companyRows: built.companyRows,
    contactRows: built.contactRows,
    siteRows: built.siteRows,
    ownerChangeRows,
    followUpRows,
  };
}
