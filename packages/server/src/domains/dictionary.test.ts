/**
 * Dictionaries: values written and read with the record, system dictionaries protected, a value in use refused
 * (through a registered use counter, as CRM will register one), and the options endpoint any staff member reads.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { dictionaries, dictionaryItems } from '../db/schema';
import { registerDictionaryUse } from '../settings/dictionary-uses';
import { DEMO, forEachDriver } from '../test/harness';

const speakerColour = {
  code: 'speakerColour',
  nameZh: '音箱颜色',
  nameEn: 'Speaker colours',
  note: '',
  lines: [
    { code: 'black', labelZh: '黑色', labelEn: 'Black', sort: 10, enabled: true, tone: 'default' },
    { code: 'white', labelZh: '白色', labelEn: 'White', sort: 20, enabled: true, tone: 'primary' },
    { code: 'walnut', labelZh: '胡桃木', labelEn: 'Walnut', sort: 5, enabled: false, tone: 'warning' },
  ],
};

forEachDriver('dictionaries', (h) => {
  let admin = '';
  let sales = '';
  const en = { 'accept-language': 'en-US' };
  let unregister: (() => void) | null = null;
  const idOf = async (code: string) =>
    (await h.database.db.select().from(dictionaries).where(eq(dictionaries.code, code)))[0]?.id ?? 0;
  const detail = async (id: number) => (await h.call('GET', `/behind/dictionaries/${id}`, { token: admin })).body.data;
  /** Saves the record as read with `changes`, its lines as the form sends them (writable fields only). */
  const update = (id: number, record: Record<string, unknown>, changes: Record<string, unknown>) => {
    const { lines = record.lines, ...fields } = changes;
    return h.call('PUT', `/behind/dictionaries/${id}`, {
      token: admin,
      headers: en,
      json: {
        code: record.code,
        nameZh: record.nameZh,
        nameEn: record.nameEn,
        note: record.note,
        version: record.version,
        ...fields,
        lines: (lines as Record<string, unknown>[]).map(({ code, labelZh, labelEn, sort, enabled, tone }) => ({
          code,
          labelZh,
          labelEn,
          sort,
          enabled,
          tone,
        })),
      },
    });
  };

  beforeAll(async () => {
    admin = await h.login('admin', DEMO.admin);
    sales = await h.login('sales', DEMO.sales);
  });
  afterEach(() => {
    unregister?.();
    unregister = null;
  });

  it('creates a dictionary with its values, read back sorted, and offers only the enabled ones to any staff', async () => {
    const created = await h.call('POST', '/behind/dictionaries', { token: admin, json: speakerColour });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ code: 'speakerColour', system: false });
    expect(created.body.data.lines.map((line: { code: string }) => line.code)).toEqual(['walnut', 'black', 'white']);

    const options = await h.call('GET', '/behind/dictionary-options/speakerColour', { token: sales });
    expect(options.status).toBe(200);
    expect(options.body.data).toEqual({
      code: 'speakerColour',
      nameZh: '音箱颜色',
      nameEn: 'Speaker colours',
      values: [
        { code: 'black', labelZh: '黑色', labelEn: 'Black', tone: 'default' },
        { code: 'white', labelZh: '白色', labelEn: 'White', tone: 'primary' },
      ],
    });
    expect((await h.call('GET', '/behind/dictionary-options/nothing', { token: sales })).status).toBe(404);
    expect((await h.call('GET', '/behind/dictionary-options/speakerColour')).status).toBe(401);
    // Sales may read the options but not the dictionaries themselves.
    expect((await h.call('GET', '/behind/dictionaries', { token: sales })).status).toBe(403);
  });

  it('answers the options of a change at once (the cache is dropped on write)', async () => {
    const id = await idOf('speakerColour');
    // Read once so the answer is cached, then change the values.
    await h.call('GET', '/behind/dictionary-options/speakerColour', { token: sales });
    const record = await detail(id);
    const lines = record.lines.map((line: Record<string, unknown>) =>
      line.code === 'walnut' ? { ...line, enabled: true, sort: 30 } : line,
    );
    const saved = await update(id, { ...record, lines }, {});
    expect(saved.status).toBe(200);
    const options = await h.call('GET', '/behind/dictionary-options/speakerColour', { token: sales });
    expect(options.body.data.values.map((value: { code: string }) => value.code)).toEqual(['black', 'white', 'walnut']);
  });

  it('refuses two values with the same code under the second one', async () => {
    const id = await idOf('speakerColour');
    const record = await detail(id);
    const answer = await update(id, record, { lines: [...record.lines, { ...record.lines[0], labelEn: 'Again' }] });
    expect(answer.status).toBe(422);
    expect(answer.body.data.issues).toEqual([{ path: 'lines.3.code', message: 'The list has the same item twice' }]);
  });

  it('refuses removing a value in use (disabling it is allowed), deleting the dictionary, or changing its code', async () => {
    const id = await idOf('speakerColour');
    const counted: string[][] = [];
    unregister = registerDictionaryUse('speakerColour', async (_tx, values) => {
      counted.push([...values]);
      return new Map([['white', 3]]);
    });
    const record = await detail(id);
    const withoutWhite = record.lines.filter((line: { code: string }) => line.code !== 'white');
    const removed = await update(id, { ...record, lines: withoutWhite }, {});
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe('The value “white” is used by 3 records: disable it instead of removing it');
    expect(counted.at(-1)).toEqual(['white']);
    expect((await detail(id)).lines).toHaveLength(3);

    const renamed = await update(id, record, { code: 'speakerFinish' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toBe('Values of this dictionary are in use, so its code cannot change');

    const disabled = record.lines.map((line: Record<string, unknown>) =>
      line.code === 'white' ? { ...line, enabled: false } : line,
    );
    expect((await update(id, { ...record, lines: disabled }, {})).status).toBe(200);

    const deleted = await h.call('DELETE', `/behind/dictionaries/${id}`, { token: admin, headers: en });
    expect(deleted.status).toBe(409);
    expect(await idOf('speakerColour')).toBe(id);

    unregister();
    unregister = null;
    expect((await h.call('DELETE', `/behind/dictionaries/${id}`, { token: admin })).status).toBe(200);
    expect(await idOf('speakerColour')).toBe(0);
    expect(await h.database.db.select().from(dictionaryItems).where(eq(dictionaryItems.dictionaryId, id))).toEqual([]);
  });

  it('keeps a system dictionary: it cannot be deleted nor its code changed, but its values can be edited', async () => {
    const id = await idOf('customerSource');
    const deleted = await h.call('DELETE', `/behind/dictionaries/${id}`, { token: admin, headers: en });
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe('A system dictionary cannot be deleted; other screens read it');
    const bulk = await h.call('POST', '/behind/dictionaries/bulk-delete', { token: admin, json: { ids: [id] } });
    expect(bulk.status).toBe(409);
    expect(await idOf('customerSource')).toBe(id);

    const record = await detail(id);
    const renamed = await update(id, record, { code: 'leadSource' });
    expect(renamed.status).toBe(422);
    expect(renamed.body.data.issues).toEqual([
      { path: 'code', message: 'The code of a system dictionary cannot change' },
    ]);

    const relabelled = await update(id, record, { nameEn: 'Lead sources' });
    expect(relabelled.status).toBe(200);
    expect(relabelled.body.data).toMatchObject({ nameEn: 'Lead sources', system: true, code: 'customerSource' });
    expect(relabelled.body.data.lines).toHaveLength(record.lines.length);
  });

  it('refuses dictionary writes without config:write', async () => {
    const created = await h.call('POST', '/behind/dictionaries', {
      token: sales,
      json: { ...speakerColour, code: 'another' },
    });
    expect(created.status).toBe(403);
    expect(await idOf('another')).toBe(0);
  });
});
