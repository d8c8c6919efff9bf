/**
 * First start of an empty database: roles, the menu, and users. Demo mode adds one user per role with the
 * documented demo passwords plus messages and certification records, and the demo company's catalogue,
 * customers, a year of orders and the stock ledger (./demo); production mode creates only the first
 * admin, whose password comes from ADMIN_PASSWORD or is generated into a 0600 file in the data directory
 * (first-admin-password.ts: never printed) and must be changed at the first sign-in.
 */
import { randomBytes } from 'node:crypto';
import { passwordProblem, RESOURCES } from '@soundboard/contract';
import { hashPassword } from '../auth/password';
import { isCommonPassword } from '../auth/password-policy';
import type { Db } from '../db/client';
import { certifications, messages, roles, userRoles, users } from '../db/schema';
import { fillSearchNames } from '../search/pinyin-index';
import type { FileStore } from '../storage/file-store';
import { seedDecoration } from './decoration';
import { seedDemoCommerce } from './demo';
import { seedDemoAds } from './demo/ads';
import { seedDemoArticles } from './demo/articles';
import { seedDemoFinance } from './demo/finance';
import { seedDemoForum } from './demo/forum';
import { seedDemoPlayback } from './demo/playback';
import { seedDemoProductPictures } from './demo/product-pictures';
import { seedDemoServiceRequests } from './demo/service-requests';
import { seedDemoStores } from './demo/stores';
import { seedDemoTargets } from './demo-kpi';
import { seedDemoMedia } from './demo-media';
import { syncDictionaries } from './dictionaries';
import { writeFirstAdminPassword } from './first-admin-password';
import { syncMenu } from './menu-sync';
import { MESSAGES } from './messages';
import { DEMO_USERS, ROLES } from './roles';
import { seedDemoTwoFactor } from './two-factor-demo';

export interface SeedOptions {
  demo: boolean;
  adminPassword?: string;
  now?: Date;
  /** Where demo materials' bytes go; without it the demo library has its categories only. */
  files?: FileStore;
  /** Where a generated first-admin password is written (the data directory); required when one is generated. */
  passwordDir?: string;
}

export interface SeedResult {
  seeded: boolean;
  /** Set only when the admin password was generated: the 0600 file that holds it (print the path, not the file). */
  adminPasswordFile?: string;
}

/** The policy's rules for the chosen first administrator password (the configured minimum is still the default). */
function adminPasswordProblem(password: string): string | null {
  return passwordProblem(password, { username: 'admin' }) ?? (isCommonPassword(password) ? 'password.common' : null);
}

/** A random password of 21 characters (upper, lower, digit and special too, for the spec's hint). */
export function generatePassword(): string {
  return `Sb-${randomBytes(12).toString('base64url')}9a`.replace(/^(.{3})/, '$1X');
}

export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedResult> {
  const existing = await db.$count(roles);
  if (existing > 0) return { seeded: false };
  const now = options.now ?? new Date();

  let generatedAdminPassword: string | undefined;
  let adminPasswordFile: string | undefined;
  const people: { username: string; role: string; password: string; nickname: string; email: string }[] = [];
  if (options.demo) {
    people.push(...DEMO_USERS);
  } else {
    let password = options.adminPassword;
    const problem = password && adminPasswordProblem(password);
    if (problem) throw new Error(`ADMIN_PASSWORD breaks the password policy (${problem})`);
    if (!password) {
      if (!options.passwordDir) throw new Error('seed: a generated admin password needs a directory to be written to');
      password = generatedAdminPassword = generatePassword();
    }
    people.push({ username: 'admin', role: 'admin', password, nickname: 'Administrator', email: '' });
  }
  const hashes = await Promise.all(people.map((person) => hashPassword(person.password)));

  await db.transaction(async (tx) => {
    const userIds = new Map<string, number>();
    const roleRows = await tx
      .insert(roles)
      .values(ROLES.map((role) => ({ ...role, system: true })))
      .returning({ id: roles.id, key: roles.key });
    const roleId = new Map(roleRows.map((row) => [row.key, row.id]));
    await syncMenu(tx);
    await syncDictionaries(tx, now);
    for (const [index, person] of people.entries()) {
      const [user] = await tx
        .insert(users)
        .values({
          username: person.username,
          passwordHash: hashes[index] ?? '',
          nickname: person.nickname,
          email: person.email,
          countryRegion: options.demo ? 'CN' : '',
          area: options.demo ? ['310000', '310100', '310106'] : [],
          address: options.demo ? '上海市静安区江宁路 168 号 Soundboard 音响' : '',
          officeLocation: options.demo ? 'Shanghai HQ' : '',
          accountId: String(100000 + index),
          registeredAt: now,
          // A generated password was read from a file: it is changed at the first sign-in. A chosen one is not.
          mustChangePassword: generatedAdminPassword !== undefined,
        })
        .returning({ id: users.id });
      const role = roleId.get(person.role);
      if (!user || !role) throw new Error('seed: user or role missing');
      userIds.set(person.username, user.id);
      await tx.insert(userRoles).values({ userId: user.id, roleId: role });
      await tx.insert(messages).values(
        MESSAGES.map(({ minutesAgo, read, tag, ...message }) => ({
          ...message,
          userId: user.id,
          tag: tag ?? null,
          read: read ?? false,
          createdAt: new Date(now.getTime() - minutesAgo * 60_000),
        })),
      );
      if (options.demo && person.role === 'admin') {
        const company = {
          userId: user.id,
          accountType: 'enterprise',
          legalPersonName: '王磊',
          legalPersonCertType: 'id_card',
          legalPersonCertNumber: '31010619800101XXXX',
          enterpriseName: '上海声博音响系统有限公司',
          enterpriseCertType: 'unified_social_credit',
          organizationCode: '91310106MA1FL0XX2K',
        };
        await tx.insert(certifications).values([
          { ...company, status: 'pass', createdAt: new Date(now.getTime() - 90 * 86_400_000) },
          { ...company, enterpriseName: '声博音响（杭州）分公司', status: 'auditing' },
        ]);
      }
    }
    if (options.demo) {
      const staff = (username: string) => userIds.get(username) ?? 0;
      await seedDemoCommerce(tx, now, {
        admin: staff('admin'),
        sales: staff('sales'),
        warehouse: staff('warehouse'),
        finance: staff('finance'),
      });
      await seedDemoServiceRequests(tx, now, { sales: staff('sales'), warehouse: staff('warehouse') });
      await seedDemoTargets(tx, now, staff('sales'));
      await seedDemoTargets(tx, now, staff('sales2'));
      await seedDemoTwoFactor(tx, now);
      await seedDemoMedia(tx, now, staff('editor'), options.files);
      await seedDemoArticles(tx, now, { editor: staff('editor'), admin: staff('admin') });
      await seedDemoForum(tx, now, { editor: staff('editor'), admin: staff('admin') });
      await seedDemoStores(tx, now, { admin: staff('admin'), sales: staff('sales') });
      await seedDemoAds(tx, now);
      await seedDemoPlayback(tx, now, { editor: staff('editor'), admin: staff('admin') }, options.files);
      await seedDemoFinance(tx, now, { finance: staff('finance'), admin: staff('admin') });
      // Last of the media: the ads, articles and home page above pick the library's first pictures.
      await seedDemoProductPictures(tx, now, staff('editor'), options.files);
    }
    // The storefront's default template and its look exist in every mode (the default cannot be deleted).
    await seedDecoration(tx, now, { demo: options.demo });
    // The command palette's pinyin of the names seeded above (search/pinyin-index.ts).
    await fillSearchNames(tx, Object.values(RESOURCES));
    // Last, before the commit: a committed admin always has its file (a failed seed leaves a stale one, replaced next time).
    if (generatedAdminPassword && options.passwordDir) {
      adminPasswordFile = writeFirstAdminPassword(options.passwordDir, generatedAdminPassword);
    }
  });
  return { seeded: true, ...(adminPasswordFile ? { adminPasswordFile } : {}) };
}
