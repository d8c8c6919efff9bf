import { describe, expect, it } from 'vitest';
import { playoutExportUrl } from '../../api/playback';
import { playoutApiQuery, readPlayoutSearch, writePlayoutSearch } from './playout-query';

describe('playout history filters', () => {
  it('keeps the valid filters of the URL and drops the rest', () => {
    const read = readPlayoutSearch('storeId=3&playerId=8&kind=track&q=%20Jingle%20&from=2026-11-01&to=bad&page=2&x=1');
    expect(read).toEqual({
      filters: { storeId: '3', playerId: '8', kind: 'track', q: 'Jingle', from: '2026-11-01' },
      page: 2,
    });
    expect(readPlayoutSearch('playerId=8&kind=song&page=-3')).toEqual({ filters: {}, page: 1 });
  });

  it('writes filters and page back to the URL it reads', () => {
    const filters = { storeId: '3', kind: 'announcement', q: 'Welcome' };
    expect(readPlayoutSearch(writePlayoutSearch(filters, 4))).toEqual({ filters, page: 4 });
    expect(writePlayoutSearch(filters)).not.toContain('page');
  });

  it('sends whole local days as instants, and the export the same filters without paging', () => {
    const query = playoutApiQuery({ storeId: '3', from: '2026-11-01', to: '2026-11-02' }, 2, 20);
    expect(query).toEqual({
      storeId: '3',
      page: '2',
      pageSize: '20',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(new Date(2026, 10, 3).getTime() - 1).toISOString(),
    });
    const url = new URL(playoutExportUrl(query, 'Asia/Shanghai'), 'http://x');
    expect(url.pathname).toBe('/playouts/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      storeId: '3',
      from: query.from,
      to: query.to,
      tz: 'Asia/Shanghai',
    });
  });
});
