/**
 * Hostile imports (ASVS 5.2.3): zip bombs, with the true unpacked size declared and with a small size that lies,
 * too many ZIP entries and an XLSX with more rows than an import takes are refused with a translated 4xx through
 * the real import route, import nothing, and leave the server answering others meanwhile; a parse worker that
 * runs out of its heap is a refusal too.
 */
import { deflateRawSync } from 'node:zlib';
import { IMPORT_MAX_ROWS } from '@soundboard/contract';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../db/schema';
import { DEMO, forEachDriver, type Harness } from '../test/harness';
import { PARSE_WORKER_LIMITS, parseTable, TableRefused } from './parse-file';
import { xlsxOf } from './xlsx-fixture';
import { paddedSheet, paddedSheetSize, xlsxWithSheet } from './zip-bomb-fixture';

const en = { 'accept-language': 'en-US' };
const zh = { 'accept-language': 'zh-CN' };
const BOMB_ROWS = [['Name'], ['Bomb Company']];
/** 300 MiB of sheet XML deflate to about 300 KB. */
const BOMB_MIB = 300;

function form(bytes: Uint8Array, name = 'bomb.xlsx'): FormData {
  const body = new FormData();
  body.append('file', new File([bytes as BlobPart], name));
  body.append('mapping', JSON.stringify({ name: 0 }));
  body.append('duplicates', 'skip');
  body.append('validOnly', 'true');
  return body;
}

forEachDriver('import limits', (h: Harness) => {
  let admin = '';
  let bombSheet: Uint8Array = new Uint8Array();

  beforeAll(async () => {
    admin = await h.login('admin', DEMO.admin);
    bombSheet = await paddedSheet(BOMB_ROWS, BOMB_MIB);
  });

  const importFile = (bytes: Uint8Array, headers = en) =>
    h.call('POST', '/behind/companies/import', { token: admin, body: form(bytes), headers });
  const bombCompanies = () =>
    h.database.db
      .select()
      .from(companies)
      .where(inArray(companies.name, ['Bomb Company']));

  it('refuses a zip bomb that declares its size before inflating, while the server answers others', async () => {
    expect(bombSheet.length).toBeLessThan(1024 * 1024);
    const bomb = xlsxWithSheet({ data: bombSheet, declaredSize: paddedSheetSize(BOMB_ROWS, BOMB_MIB) });
    const [refused, info] = await Promise.all([
      importFile(bomb),
      h.call('POST', '/behind/user/user_info', { token: admin, headers: en }),
    ]);
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('The XLSX file is too large once unpacked to be imported');
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ user_name: 'admin' });
    const inChinese = await importFile(bomb, zh);
    expect(inChinese.status).toBe(413);
    expect(inChinese.body.message).toBe('该 XLSX 文件解压后过大，无法导入');
    expect(await bombCompanies()).toHaveLength(0);
  });

  it('stops inflating a part whose data passes the small size it declares', async () => {
    const liar = xlsxWithSheet({ data: bombSheet, declaredSize: 4096 });
    const [refused, info] = await Promise.all([
      importFile(liar),
      h.call('POST', '/behind/user/user_info', { token: admin, headers: en }),
    ]);
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('The XLSX file is too large once unpacked to be imported');
    expect(info.status).toBe(200);
    expect(await bombCompanies()).toHaveLength(0);
  });

  it('refuses an archive of more entries than a workbook has', async () => {
    const empty = deflateRawSync('');
    const many = Array.from({ length: 1001 }, (_, index) => ({ name: `x/${index}.bin`, data: empty, declaredSize: 0 }));
    const small = deflateRawSync('<x/>');
    const refused = await importFile(xlsxWithSheet({ data: small, declaredSize: 4 }, many));
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('The XLSX file is too large once unpacked to be imported');
  });

  it('stops reading an XLSX at the row limit and says so in both languages', async () => {
    const rows = [['Name'], ...Array.from({ length: IMPORT_MAX_ROWS + 2 }, (_, index) => [`Bomb Company ${index}`])];
    const long = xlsxOf(rows);
    const refused = await importFile(long);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`An import takes at most ${IMPORT_MAX_ROWS} rows; this file has more`);
    const inChinese = await importFile(long, zh);
    expect(inChinese.body.message).toBe(`每次最多导入 ${IMPORT_MAX_ROWS} 行，此文件超出了`);
    const exactly = await h.call('POST', '/behind/companies/import/preview', {
      token: admin,
      body: (() => {
        const body = new FormData();
        body.append('file', new File([xlsxOf(rows.slice(0, IMPORT_MAX_ROWS + 1)) as BlobPart], 'full.xlsx'));
        return body;
      })(),
      headers: en,
    });
    expect(exactly.status).toBe(200);
    expect((exactly.body.data as { totalRows: number }).totalRows).toBe(IMPORT_MAX_ROWS);
  });
});

describe('the import parse worker', () => {
  it('answers a refusal, not a crash, when a file within the unpacking limits outgrows its heap', async () => {
    // 5000 rows of 26 distinct texts: about 10 MB of XML, far more than 8 MB of heap once they are cells.
    const header = Array.from({ length: 26 }, (_, index) => `Column ${index}`);
    const rows = Array.from({ length: IMPORT_MAX_ROWS }, (_, r) =>
      header.map((_, c) => `row ${r} column ${c} `.padEnd(40, 'x')),
    );
    const wide = xlsxOf([header, ...rows]);
    // With the server's limits the file is read; with a heap smaller than its cells the worker dies of it.
    const parsed = await parseTable(wide, IMPORT_MAX_ROWS, PARSE_WORKER_LIMITS);
    expect(parsed.rows).toHaveLength(IMPORT_MAX_ROWS);
    const refusal = await parseTable(wide, IMPORT_MAX_ROWS, { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 2 })
      .then(() => 'parsed')
      .catch((error: unknown) => (error instanceof TableRefused ? error.refusal : error));
    expect(refusal).toBe('unpacked');
  });
});
