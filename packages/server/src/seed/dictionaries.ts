/**
 * The system dictionaries other screens' selects read (Settings → dictionaries). Added when missing, at seeding
 * and at every start (seed/upgrade.ts); an existing one is left as an administrator edited it.
 */
import type { Tone } from '@soundboard/contract';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { dictionaries, dictionaryItems } from '../db/schema';

interface ValueSeed {
  code: string;
  zh: string;
  en: string;
  tone?: Tone;
}

interface DictionarySeed {
  code: string;
  nameZh: string;
  nameEn: string;
  values: ValueSeed[];
}

export const SYSTEM_DICTIONARIES: readonly DictionarySeed[] = [
  {
    code: 'customerSource',
    nameZh: '客户来源',
    nameEn: 'Customer sources',
    values: [
      { code: 'walk_in', zh: '门店到访', en: 'Showroom walk-in' },
      { code: 'referral', zh: '老客户介绍', en: 'Referral' },
      { code: 'website', zh: '官网咨询', en: 'Website enquiry' },
      { code: 'exhibition', zh: '展会', en: 'Trade show' },
      { code: 'installer', zh: '安装商推荐', en: 'Installer partner' },
      { code: 'tender', zh: '招投标', en: 'Public tender' },
    ],
  },
  {
    code: 'customerLevel',
    nameZh: '客户等级',
    nameEn: 'Customer levels',
    values: [
      { code: 'key', zh: '重点客户', en: 'Key account', tone: 'danger' },
      { code: 'regular', zh: '普通客户', en: 'Regular', tone: 'primary' },
      { code: 'small', zh: '小客户', en: 'Small', tone: 'default' },
    ],
  },
  {
    code: 'followUpType',
    nameZh: '跟进方式',
    nameEn: 'Follow-up types',
    values: [
      { code: 'call', zh: '电话', en: 'Phone call' },
      { code: 'visit', zh: '上门拜访', en: 'Visit' },
      { code: 'site_survey', zh: '现场勘测', en: 'Site survey', tone: 'info' },
      { code: 'demo', zh: '试听演示', en: 'Listening demo', tone: 'success' },
      { code: 'wechat', zh: '微信', en: 'WeChat' },
      { code: 'quote', zh: '报价', en: 'Quote', tone: 'primary' },
      { code: 'installation', zh: '安装调试', en: 'Installation', tone: 'success' },
      { code: 'service', zh: '售后服务', en: 'Service visit', tone: 'warning' },
    ],
  },
  {
    code: 'industry',
    nameZh: '行业',
    nameEn: 'Industries',
    values: [
      { code: 'retail', zh: '零售门店', en: 'Retail' },
      { code: 'catering', zh: '餐饮', en: 'Restaurants and cafés' },
      { code: 'hospitality', zh: '酒店', en: 'Hotels' },
      { code: 'fitness', zh: '健身', en: 'Fitness' },
      { code: 'education', zh: '教育', en: 'Education' },
      { code: 'mall', zh: '商场综合体', en: 'Shopping malls' },
      { code: 'office', zh: '办公楼宇', en: 'Offices' },
      { code: 'nightlife', zh: '酒吧夜场', en: 'Bars and clubs' },
      { code: 'venue', zh: '演出场馆', en: 'Venues' },
      { code: 'installer', zh: '系统集成商', en: 'Installers and integrators' },
    ],
  },
  {
    code: 'invoiceKind',
    nameZh: '发票类型',
    nameEn: 'Invoice kinds',
    values: [
      { code: 'normal_vat', zh: '增值税普通发票', en: 'Normal VAT invoice' },
      { code: 'special_vat', zh: '增值税专用发票', en: 'Special VAT invoice', tone: 'primary' },
    ],
  },
];

/** The number of dictionaries added (0 when every system dictionary exists). */
export async function syncDictionaries(db: Db | Tx, now: Date, seed = SYSTEM_DICTIONARIES): Promise<number> {
  const existing = await db
    .select({ code: dictionaries.code })
    .from(dictionaries)
    .where(
      inArray(
        dictionaries.code,
        seed.map((entry) => entry.code),
      ),
    );
  const have = new Set(existing.map((row) => row.code));
  let added = 0;
  for (const entry of seed.filter((candidate) => !have.has(candidate.code))) {
    const [row] = await db
      .insert(dictionaries)
      .values({
        code: entry.code,
        nameZh: entry.nameZh,
        nameEn: entry.nameEn,
        system: true,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: dictionaries.id });
    if (!row) continue;
    await db.insert(dictionaryItems).values(
      entry.values.map((value, index) => ({
        dictionaryId: row.id,
        code: value.code,
        labelZh: value.zh,
        labelEn: value.en,
        sort: (index + 1) * 10,
        tone: value.tone ?? 'default',
      })),
    );
    added += 1;
  }
  return added;
}
