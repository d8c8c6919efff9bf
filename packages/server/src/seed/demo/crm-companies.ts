/**
 * The demo companies: one per business customer (and per installer), with a valid unified social credit code
 * for its district, the industry of its segment, its contacts (the customer's own contact first, as primary)
 * and its sites with what is installed there.
 */
import { creditCodeCheckChar } from '@soundboard/contract';
import type { companies, companyContacts, companySites } from '../../db/schema';
import { GIVEN_NAMES, INDUSTRY_OF, SITE_NAMES, SURNAMES, SYSTEMS, TAGS, TITLES } from './crm-data';
import type { Random } from './random';

type Rows<T extends { $inferInsert: object }> = (T['$inferInsert'] & { id: number })[];

/** What a company is made from: the customer account it belongs to. */
export interface CompanyAccount {
  segment: keyof typeof TITLES;
  name: string;
  contactName: string;
  phone: string;
  email: string;
  address: string;
  region: string[];
  level: string;
  source: string;
  created: Date;
  createdBy: number;
}

export interface CompanyIds {
  company: number;
  contact: number;
  site: number;
}

/** The credit code's alphabet without the check character's extras (no I, O, Z, S, V). */
const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** '91' (a company) + the registering district + 'MA' and 7 characters + the check character. */
function creditCode(rng: Random, region: string[], taken: Set<string>): string {
  const district = region[2] ?? region[1] ?? '310000';
  for (;;) {
    const body = `91${district}MA${Array.from({ length: 7 }, () => rng.pick([...CODE_CHARS])).join('')}`;
    const code = `${body}${creditCodeCheckChar(body)}`;
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

function personName(rng: Random): string {
  return `${rng.pick([...SURNAMES])}${rng.pick(GIVEN_NAMES)}`;
}

function mobile(rng: Random): string {
  return `13${rng.int(0, 9)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
}

/** The company of each account, in order, with their contact ids (primary first). */
export function buildCompanies(rng: Random, accounts: readonly CompanyAccount[], first: CompanyIds) {
  const companyRows: Rows<typeof companies> = [];
  const contactRows: Rows<typeof companyContacts> = [];
  const siteRows: Rows<typeof companySites> = [];
  const contactsOf: number[][] = [];
  const taken = new Set<string>();
  for (const [index, account] of accounts.entries()) {
    const id = first.company + index;
    const { segment } = account;
    const domain = account.email.split('@')[1];
    const tags = [...TAGS[segment], ...(account.level === 'key' ? ['重点'] : [])];
    companyRows.push({
      id,
      name: account.name,
      creditCode: creditCode(rng, account.region, taken),
      industry: segment === 'installer' ? 'installer' : INDUSTRY_OF[segment],
      level: account.level,
      source: account.source,
      region: account.region,
      address: account.address,
      website: domain && rng.chance(0.6) ? `https://www.${domain}` : '',
      tags,
      note: '',
      createdAt: account.created,
      updatedAt: account.created,
      createdBy: account.createdBy,
      updatedBy: account.createdBy,
      version: 1,
    });
    const titles = TITLES[segment];
    const people = [
      { name: account.contactName, title: titles[0] ?? '', phone: account.phone, email: account.email, primary: true },
      ...Array.from({ length: rng.int(0, 2) }, (_, n) => ({
        name: personName(rng),
        title: titles[n + 1] ?? '',
        phone: mobile(rng),
        email: '',
        primary: false,
      })),
    ];
    const ids: number[] = [];
    for (const [sort, person] of people.entries()) {
      const contactId = first.contact + contactRows.length;
      contactRows.push({ id: contactId, companyId: id, sort, ...person });
      ids.push(contactId);
    }
    contactsOf.push(ids);
    const [main, second] = SITE_NAMES[segment];
    const system = SYSTEMS[segment];
    siteRows.push({
      id: first.site + siteRows.length,
      companyId: id,
      sort: 0,
      name: main,
      address: account.address,
      system: system.system,
    });
    // A second site is a project still being planned.
    if (rng.chance(0.35))
      siteRows.push({
        id: first.site + siteRows.length,
        companyId: id,
        sort: 1,
        name: second,
        address: '',
        system: `规划中：${system.solution}`,
      });
  }
  return { companyRows, contactRows, siteRows, contactsOf };
}
