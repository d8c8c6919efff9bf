/**
 * Fields of type 'dictionary' (resources/dictionary-fields.ts), proven on a customer's level: a write takes an
 * enabled value's code or keeps the record's current one, the list filters on it, the CSV shows the value's label
 * in the caller's language, and a value a record holds cannot be removed from its dictionary.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { dictionaries } from '../db/schema';
import { data } from '../test/commerce';
import { DEMO, forEachDriver } from '../test/harness';

const EN = { 'accept-language': 'en-US' };
const ZH = { 'accept-language': 'zh-CN' };

interface Line {
  code: string;
  labelZh: string;
  labelEn: string;
  sort: number;
  enabled: boolean;
  tone: string;
}

forEachDriver('dictionary fields (customer level)', (h) => {
  let admin = '';
  const call = (method: string, path: string, json?: unknown, headers = EN) =>
    h.call(method, path, { token: admin, headers, ...(json === undefined ? {} : { json }) });
  const customer = (name: string, fields: Record<string, unknown>) =>
    call('POST', '/behind/customers', { name, kind: 'individual', ...fields });
  const names = async (query: string) =>
    data(await call('GET', `/behind/customers?q=DictT&pageSize=100&${query}`))
      .list.map((row: { name: string }) => row.name)
      .sort();

  /** Saves customerLevel with its values changed by `edit` (as the Settings form sends them). */
  async function editLevels(edit: (lines: Line[]) => Line[]) {
    const [row] = await h.database.db.select().from(dictionaries).where(eq(dictionaries.code, 'customerLevel'));
    const record = data(await call('GET', `/behind/dictionaries/${row?.id}`));
    const lines = (record.lines as Line[]).map(({ code, labelZh, labelEn, sort, enabled, tone }) => ({
      code,
      labelZh,
      labelEn,
      sort,
      enabled,
      tone,
    }));
    const { code, nameZh, nameEn, note, version } = record;
    return call('PUT', `/behind/dictionaries/${row?.id}`, { code, nameZh, nameEn, note, version, lines: edit(lines) });
  }

  beforeAll(async () => {
    admin = await h.login('admin', DEMO.admin);
  });

  it('takes only codes of enabled values, under the field', async () => {
    data(await customer('DictT 重点', { level: 'key', source: 'referral' }));
    data(await customer('DictT 普通', { level: 'regular' }));
    data(await customer('DictT 小', { level: 'small' }));
    data(await customer('DictT 无级别', {}));
    const bad = await customer('DictT 错', { level: 'gold', source: 'nowhere' });
    expect(bad.status).toBe(422);
    expect(bad.body.data.issues).toEqual([
      { path: 'level', message: 'Choose one of the values of the list' },
      { path: 'source', message: 'Choose one of the values of the list' },
    ]);
    // A value of another dictionary is not a value of this one.
    expect((await customer('DictT 错', { level: 'referral' })).status).toBe(422);
    expect(await names('')).toEqual(['DictT 小', 'DictT 普通', 'DictT 无级别', 'DictT 重点'].sort());
  });

  it('filters the list by one value or several', async () => {
    expect(await names('level=key')).toEqual(['DictT 重点']);
    expect(await names('level=key,small')).toEqual(['DictT 小', 'DictT 重点'].sort());
    expect(await names('source=referral')).toEqual(['DictT 重点']);
    expect(await names('level=gold')).toEqual([]);
  });

  it('keeps a value disabled later on the records that hold it, and refuses it for others', async () => {
    data(
      await editLevels((lines) => lines.map((line) => (line.code === 'small' ? { ...line, enabled: false } : line))),
    );
    try {
      const held = data(await call('GET', `/behind/customers?q=DictT 小`)).list[0];
      const kept = await call('PUT', `/behind/customers/${held.id}`, {
        name: 'DictT 小',
        kind: 'individual',
        level: 'small',
        note: '仍是小客户',
        version: held.version,
      });
      expect(data(kept)).toMatchObject({ level: 'small', note: '仍是小客户' });
      const other = data(await call('GET', `/behind/customers?q=DictT 普通`)).list[0];
      const moved = await call('PUT', `/behind/customers/${other.id}`, {
        name: 'DictT 普通',
        kind: 'individual',
        level: 'small',
        version: other.version,
      });
      expect(moved.status).toBe(422);
      expect(moved.body.data.issues).toEqual([{ path: 'level', message: 'Choose one of the values of the list' }]);
      expect((await customer('DictT 新小', { level: 'small' })).status).toBe(422);
    } finally {
      data(await editLevels((lines) => lines.map((line) => ({ ...line, enabled: true }))));
    }
  });

  it('exports the value’s label in the caller’s language, not its code', async () => {
    const en = String((await call('GET', '/behind/customers/export?q=DictT&sort=name')).body);
    expect(en).toContain('Key account');
    expect(en).toContain('Referral');
    expect(en).not.toMatch(/,key,/);
    const zh = String((await call('GET', '/behind/customers/export?q=DictT&sort=name', undefined, ZH)).body);
    expect(zh).toContain('重点客户');
    expect(zh).toContain('老客户介绍');
  });

  it('counts records as uses of their values, so a held value cannot be removed', async () => {
    const removed = await editLevels((lines) => lines.filter((line) => line.code !== 'key'));
    expect(removed.status).toBe(409);
    expect(removed.body.message).toMatch(/^The value “key” is used by \d+ records: disable it instead of removing it$/);
    const [row] = await h.database.db.select().from(dictionaries).where(eq(dictionaries.code, 'customerLevel'));
    const record = data(await call('GET', `/behind/dictionaries/${row?.id}`));
    expect(record.lines.map((line: Line) => line.code)).toContain('key');
  });
});
