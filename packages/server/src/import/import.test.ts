/**
 * Importing companies and customers (POST …/import/preview and …/import): CSV in UTF-8 and GB18030 and a real
 * XLSX, the mapping guessed from headers in either language, the refusals of a bad file, all-or-nothing and
 * valid-rows-only imports with the error CSV, duplicates skipped or updated (a company's contacts kept), a
 * duplicate within the file, and a salesperson who meets another salesperson's customer's phone.
 */
import { creditCodeCheckChar } from '@soundboard/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { userIdOf } from '../crm/test-fixtures';
import { auditLog, companies, companyContacts, customers } from '../db/schema';
import { data } from '../test/commerce';
import { DEMO, forEachDriver, type Harness } from '../test/harness';
import { xlsxOf } from './xlsx-fixture';

const en = { 'accept-language': 'en-US' };
const zh = { 'accept-language': 'zh-CN' };

/** A valid credit code ending in `seed` (17 characters before the check character). */
const creditCode = (seed: number) => {
  const first17 = `91310000${String(seed).padStart(9, '0')}`;
  return `${first17}${creditCodeCheckChar(first17)}`;
};

const csv = (rows: string[][]) => rows.map((row) => row.join(',')).join('\r\n');

function form(file: BlobPart | Uint8Array | null, fields: Record<string, string> = {}, name = 'people.csv'): FormData {
  const body = new FormData();
  if (file !== null) body.append('file', new File([file as BlobPart], name));
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}

const options = (mapping: Record<string, number>, duplicates = 'skip', validOnly = false) => ({
  mapping: JSON.stringify(mapping),
  duplicates,
  validOnly: String(validOnly),
});

forEachDriver('import', (h: Harness) => {
  let admin = '';
  let sales = '';
  let sales2 = '';
  let viewer = '';

  beforeAll(async () => {
    admin = await h.login('admin', DEMO.admin);
    sales = await h.login('sales', DEMO.sales);
    sales2 = await h.login('sales2', DEMO.sales2);
    viewer = await h.login('viewer', DEMO.viewer);
  });

  const post = (path: string, body: FormData, token = admin, headers = en) =>
    h.call('POST', `/behind${path}`, { token, body, headers });
  const companiesNamed = (names: string[]) =>
    h.database.db.select().from(companies).where(inArray(companies.name, names));

  it('previews a GB18030 CSV with Chinese headers: columns, first rows, total, the guessed mapping', async () => {
    const text = csv([
      ['公司名称', '统一社会信用代码', '行业', '无关的列'],
      ...Array.from({ length: 7 }, (_, index) => [`预览公司${index}`, creditCode(100 + index), '', 'x']),
    ]);
    // Node has no GB18030 encoder: the header and names are built from known GBK bytes instead.
    const bytes = Buffer.concat([
      Buffer.from([0xb9, 0xab, 0xcb, 0xbe, 0xc3, 0xfb, 0xb3, 0xc6]), // 公司名称
      Buffer.from(',Credit Code\r\n'),
      Buffer.from([0xb2, 0xe2, 0xca, 0xd4]), // 测试
      Buffer.from(`,${creditCode(99)}\r\n`),
    ]);
    const preview = data(await post('/companies/import/preview', form(bytes)));
    expect(preview.columns).toEqual(['公司名称', 'Credit Code']);
    expect(preview.rows).toEqual([['测试', creditCode(99)]]);
    // 'Credit Code' is the field's name in other letters and spacing.
    expect(preview.mapping).toEqual({ name: 0, creditCode: 1 });

    const utf8 = data(await post('/companies/import/preview', form(`\uFEFF${text}`)));
    expect(utf8.columns).toEqual(['公司名称', '统一社会信用代码', '行业', '无关的列']);
    expect(utf8.totalRows).toBe(7);
    expect(utf8.rows).toHaveLength(5);
    expect(utf8.rows[0]).toEqual(['预览公司0', creditCode(100), '', 'x']);
    expect(utf8.mapping).toEqual({ name: 0, creditCode: 1, industry: 2 });
    const fields = utf8.fields as { name: string; required: boolean }[];
    expect(fields).toContainEqual({ name: 'name', required: true });
    expect(fields.map((field) => field.name)).not.toContain('contacts');
  });

  it('previews an XLSX with English headers; customer fields that the server sets are not offered', async () => {
    const bytes = xlsxOf([
      ['name', 'Phone', 'TYPE', 'Owner'],
      ['Excel Person', 13912345678, 'Private person', 'x'],
    ]);
    const preview = data(await post('/customers/import/preview', form(bytes, {}, 'people.xlsx')));
    expect(preview.rows).toEqual([['Excel Person', '13912345678', 'Private person', 'x']]);
    expect(preview.mapping).toEqual({ name: 0, phone: 1, kind: 2 });
    const names = (preview.fields as { name: string }[]).map((field) => field.name);
    expect(names).toContain('phone');
    expect(names).not.toContain('ownerId');
    expect(names).not.toContain('code');
  });

  it('refuses a missing, empty, unreadable or too long file, a JSON body, and a caller who may not write', async () => {
    const missing = await post('/companies/import/preview', form(null));
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('Upload a CSV or XLSX file');
    const empty = await post('/companies/import/preview', form('Name,Credit code\r\n'));
    expect(empty.body.message).toBe('The file has no data rows');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const unreadable = await post('/companies/import/preview', form(png));
    expect(unreadable.body.message).toBe('The file could not be read as CSV or XLSX');
    const long = csv([['Name'], ...Array.from({ length: 5001 }, (_, index) => [`C${index}`])]);
    const tooLong = await post('/companies/import/preview', form(long));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.message).toBe('An import takes at most 5000 rows; this file has 5001');
    const json = await h.call('POST', '/behind/companies/import/preview', { token: admin, json: {} });
    expect(json.status).toBe(415);
    const refused = await post('/companies/import', form('Name\r\nX', options({ name: 0 })), viewer);
    expect(refused.status).toBe(403);
    const noMapping = await post('/companies/import', form('Name\r\nX', options({})), admin, zh);
    expect(noMapping.status).toBe(422);
    expect(noMapping.body.message).toBe('请为每个必填字段选择一列：公司名称');
    expect(await companiesNamed(['X'])).toHaveLength(0);
  });

  it('imports nothing when a row fails, then the valid rows only, with the error CSV and audit entries', async () => {
    const file = csv([
      ['Name', 'Credit code', 'Level', 'Tags'],
      ['Alpha Audio', creditCode(1), '重点客户', 'hifi; bar'],
      ['Beta Sound', '91310000BADCODE000', 'Regular', ''],
      ['Gamma Hall', creditCode(3), 'small', ''],
    ]);
    const mapping = { name: 0, creditCode: 1, level: 2, tags: 3 };
    const all = data(await post('/companies/import', form(file, options(mapping))));
    expect(all).toMatchObject({ applied: false, created: 0, failed: 1 });
    expect(all.errors).toHaveLength(1);
    expect(all.errors[0].row).toBe(2);
    expect(all.errors[0].messages[0]).toMatch(/^Unified social credit code: /);
    expect(await companiesNamed(['Alpha Audio', 'Beta Sound', 'Gamma Hall'])).toHaveLength(0);

    const valid = data(await post('/companies/import', form(file, options(mapping, 'skip', true))));
    expect(valid).toMatchObject({ applied: true, created: 2, updated: 0, skipped: 0, failed: 1 });
    expect(
      valid.errorCsv.startsWith('\uFEFFName,Credit code,Level,Tags,Reason\r\nBeta Sound,91310000BADCODE000,Regular,,'),
    ).toBe(true);
    expect(valid.errorCsv).toContain('Unified social credit code: ');
    const rows = await companiesNamed(['Alpha Audio', 'Gamma Hall']);
    expect(rows.map((row) => [row.name, row.level, row.tags]).sort()).toEqual([
      ['Alpha Audio', 'key', ['hifi', 'bar']],
      ['Gamma Hall', 'small', []],
    ]);
    const [audits] = await h.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'company'),
          eq(auditLog.action, 'create'),
          inArray(
            auditLog.entityId,
            rows.map((row) => String(row.id)),
          ),
        ),
      );
    expect(Number(audits?.n)).toBe(2);
  });

  it('skips or updates duplicates by credit code, keeping the company contacts; a repeat in the file fails', async () => {
    const created = data(
      await h.call('POST', '/behind/companies', {
        token: admin,
        headers: en,
        json: { name: 'Delta Bar', creditCode: creditCode(4), contacts: [{ name: 'Ms Wu' }], sites: [] },
      }),
    );
    const file = csv([
      ['Name', 'Credit code', 'Level'],
      ['Delta Bar & Grill', creditCode(4), 'Key account'],
    ]);
    const mapping = { name: 0, creditCode: 1, level: 2 };
    const skipped = data(await post('/companies/import', form(file, options(mapping, 'skip'))));
    expect(skipped).toMatchObject({ applied: true, created: 0, updated: 0, skipped: 1, failed: 0, errorCsv: '' });
    const updated = data(await post('/companies/import', form(file, options(mapping, 'update'))));
    expect(updated).toMatchObject({ applied: true, updated: 1, failed: 0 });
    const [row] = await h.database.db.select().from(companies).where(eq(companies.id, created.id));
    expect(row).toMatchObject({ name: 'Delta Bar & Grill', level: 'key', version: created.version + 1 });
    const contacts = await h.database.db
      .select()
      .from(companyContacts)
      .where(eq(companyContacts.companyId, created.id));
    expect(contacts.map((contact) => contact.name)).toEqual(['Ms Wu']);

    const twice = csv([
      ['Name', 'Credit code'],
      ['Epsilon', creditCode(5)],
      ['Epsilon again', creditCode(5)],
    ]);
    const repeated = data(await post('/companies/import', form(twice, options({ name: 0, creditCode: 1 }))));
    expect(repeated.applied).toBe(false);
    expect(repeated.errors).toEqual([{ row: 2, messages: ['Row 1 has the same Unified social credit code'] }]);
  });

  it("gives imported customers to the importer and refuses another salesperson's customer without naming it", async () => {
    const salesId = await userIdOf(h, 'sales');
    const file = csv([
      ['Name', 'Type', 'Phone', 'Company', 'Has bought'],
      ['Zeta Person', 'Private person', '13800000001', '', '否'],
      ['Zeta Shop', '企业', '13800000002', 'Alpha Audio', 'yes'],
    ]);
    const mapping = { name: 0, kind: 1, phone: 2, companyId: 3, deal: 4 };
    const result = data(await post('/customers/import', form(file, options(mapping)), sales));
    expect(result).toMatchObject({ applied: true, created: 2, failed: 0 });
    const rows = await h.database.db
      .select()
      .from(customers)
      .where(inArray(customers.phone, ['13800000001', '13800000002']));
    const [alpha] = await companiesNamed(['Alpha Audio']);
    expect(rows.map((row) => [row.name, row.kind, row.ownerId, row.companyId, row.deal]).sort()).toEqual([
      ['Zeta Person', 'individual', salesId, null, false],
      ['Zeta Shop', 'company', salesId, alpha?.id, true],
    ]);

    const theirs = csv([
      ['Name', 'Type', 'Phone'],
      ['Taken Over', 'Private person', '13800000001'],
    ]);
    for (const mode of ['skip', 'update']) {
      const refused = data(
        await post('/customers/import', form(theirs, options({ name: 0, kind: 1, phone: 2 }, mode)), sales2),
      );
      expect(refused).toMatchObject({ applied: false, failed: 1 });
      expect(refused.errors[0].messages).toEqual([
        'A customer with this Phone already exists and is owned by another salesperson',
      ]);
      expect(refused.errorCsv).not.toContain('Zeta Person');
    }
    const [kept] = await h.database.db.select().from(customers).where(eq(customers.phone, '13800000001'));
    expect(kept).toMatchObject({ name: 'Zeta Person', ownerId: salesId });

    // A manager (customer:all) may update anyone's customer.
    const managed = data(
      await post('/customers/import', form(theirs, options({ name: 0, kind: 1, phone: 2 }, 'update'))),
    );
    expect(managed).toMatchObject({ applied: true, updated: 1 });
    const [renamed] = await h.database.db.select().from(customers).where(eq(customers.phone, '13800000001'));
    expect(renamed).toMatchObject({ name: 'Taken Over', ownerId: salesId });
  });
});
