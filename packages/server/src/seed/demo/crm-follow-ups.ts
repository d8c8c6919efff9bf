/**
 * A customer's follow-ups told from its orders: before an order the calls, visits, site surveys and quotes that
 * led to it (fewer for a quick re-order), the installation when a delivery was installed, sometimes a service
 * visit months later, a call when the customer asked for a refund; leads get the first steps only.
 */
import { SYSTEMS } from './crm-data';
import type { Segment } from './customers-data';
import { DAY, HOUR, type OrderDoc, timeOf } from './model';
import type { Random } from './random';

const CHINA = 8 * HOUR;

export interface FollowUpEvent {
  at: number;
  type: string;
  content: string;
  contactId: number | null;
}

export interface JourneyAccount {
  segment: Segment | 'installer';
  /** Company contacts, primary first (none for a private person). */
  contacts: { id: number; name: string }[];
  /** The person's name when there is no company. */
  personName: string;
  siteName: string;
  created: number;
  orders: OrderDoc[];
}

const HOME = { need: '家庭背景音乐', solution: '吸顶音箱 + 蓝牙功放', system: '客厅和餐厅 4 只吸顶音箱 + 蓝牙功放' };

const TEXTS: Record<string, string[]> = {
  call: ['电话沟通{need}，客户希望尽快安排现场勘测。', '电话联系{contact}，确认{need}的预算和工期。'],
  visit: ['上门拜访{contact}，了解{need}，初步推荐{solution}。', '拜访客户，介绍{product}的案例，客户表示认可。'],
  site_survey: ['现场勘测{site}：面积约 {area} 平方米，层高 {height} 米，建议{solution}。'],
  demo: ['{contact}到展厅试听{product}，对音质和覆盖均匀度满意。'],
  wechat: ['微信发送方案图纸和{product}资料，客户说本周内答复。'],
  quote: [
    '发送报价单：{product}等 {n} 项，含安装调试，等待客户确认。',
    '按客户要求调整报价：{product}等 {n} 项，给予批量折扣。',
  ],
  reorder_call: ['客户来电补货：{product}等 {n} 项，按上次价格执行。'],
  reorder_wechat: ['微信沟通追加{product}，确认下单和送货时间。'],
  installation: ['{site}安装调试完成：{system}。已培训{contact}日常使用，客户签字验收。'],
  service: [
    '售后回访：{site}系统运行正常，清理功放机柜灰尘，更新播放器曲库。',
    '例行巡检{site}：检查音箱线路和功放温度，一切正常。',
  ],
  refund: ['{contact}反映{product}有问题，协商退换货，已提交退款申请。'],
  routine: [
    '季度回访：{site}音响使用正常，客户考虑明年扩容。',
    '电话回访{contact}，了解使用情况，提醒定期保养。',
    '微信推送新品资料，客户对{solution}有兴趣，约下次面谈。',
  ],
};

/** A time in China office hours (09:00-18:00) on the China day of `instant`. */
export function officeTime(rng: Random, instant: number): number {
  const day = Math.floor((instant + CHINA) / DAY) * DAY - CHINA;
  return day + 9 * HOUR + rng.int(0, 9 * 60 - 1) * 60_000;
}

/** One follow-up of `type` (TEXTS key `text`, default the type) with the account's words filled in. */
export function followUp(
  rng: Random,
  account: JourneyAccount,
  at: number,
  type: string,
  text = type,
  order?: OrderDoc,
): FollowUpEvent {
  const words = account.segment === 'individual' ? HOME : SYSTEMS[account.segment];
  // The primary contact is met most often.
  const contact =
    account.contacts.length > 0 ? (rng.chance(0.6) ? account.contacts[0] : rng.pick(account.contacts)) : undefined;
  const fill: Record<string, string> = {
    ...words,
    contact: contact?.name ?? account.personName,
    site: account.siteName,
    product: order?.lines[0]?.product.name ?? '新款吸顶音箱',
    n: String(order?.lines.length ?? 1),
    area: String(rng.int(6, 60) * 10),
    height: String(rng.int(28, 90) / 10),
  };
  const content = rng
    .pick(TEXTS[text] ?? TEXTS.call ?? [])
    .replace(/\{(\w+)\}/g, (_, name: string) => fill[name] ?? '');
  return { at, type, content, contactId: contact?.id ?? null };
}

/** The steps before an order: a new customer's first, or a returning one's after a long pause. */
function stepsBefore(rng: Random, account: JourneyAccount, first: boolean): string[] {
  if (account.segment === 'individual') return first ? ['call', 'visit', 'quote'] : ['call', 'quote'];
  if (first)
    return rng.pick([
      ['visit', 'site_survey', 'quote'],
      ['call', 'demo', 'quote'],
      ['call', 'site_survey', 'quote'],
    ]);
  return rng.pick([
    ['call', 'quote'],
    ['visit', 'quote'],
    ['wechat', 'quote'],
  ]);
}

/** The follow-ups an account's orders imply, oldest first, all before `now`. */
export function orderJourney(rng: Random, account: JourneyAccount, now: number): FollowUpEvent[] {
  const events: FollowUpEvent[] = [];
  let previous = account.created;
  for (const [index, order] of account.orders.entries()) {
    const gap = order.t0 - previous;
    if (index === 0 || gap > 30 * DAY) {
      const steps = stepsBefore(rng, account, index === 0);
      const chosen = steps.slice(steps.length - rng.int(1, steps.length));
      let back = 0;
      const times = chosen.map(() => {
        back += rng.int(1, 6) * DAY;
        return officeTime(rng, order.t0 - back);
      });
      times.reverse();
      for (const [k, type] of chosen.entries()) {
        const at = times[k] ?? 0;
        if (at > previous + HOUR && at < order.t0 - HOUR) events.push(followUp(rng, account, at, type, type, order));
      }
    } else if (rng.chance(0.6)) {
      const at = officeTime(rng, order.t0 - rng.int(0, 2) * DAY);
      const type = rng.pick(['call', 'wechat']);
      if (at > previous + HOUR && at < order.t0 - HOUR)
        events.push(followUp(rng, account, at, type, `reorder_${type}`, order));
    }
    for (const delivery of order.deliveries) {
      if (delivery.installed === null) continue;
      const installed = timeOf(order, delivery.installed).getTime();
      events.push(followUp(rng, account, installed, 'installation', 'installation', order));
      const later = officeTime(rng, installed + rng.int(30, 150) * DAY);
      if (rng.chance(0.25) && later < now - DAY)
        events.push(followUp(rng, account, later, 'service', 'service', order));
    }
    for (const refund of order.refunds) {
      const at = timeOf(order, refund.created).getTime() - rng.int(1, 20) * HOUR;
      if (rng.chance(0.7) && at > order.t0) events.push(followUp(rng, account, at, 'service', 'refund', order));
    }
    previous = order.t0;
  }
  return events.sort((a, b) => a.at - b.at);
}

/** A customer that has not bought yet: the first one to three steps since it was entered. */
export function leadJourney(rng: Random, account: JourneyAccount, now: number): FollowUpEvent[] {
  const steps = stepsBefore(rng, account, true).slice(0, rng.int(1, 2));
  const span = now - account.created;
  return steps.map((type, k) =>
    followUp(
      rng,
      account,
      officeTime(rng, account.created + Math.floor((span * (k + 0.5)) / (steps.length + 1))),
      type,
    ),
  );
}
