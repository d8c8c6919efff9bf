import { describe, expect, it } from 'vitest';
import { matchRank, ranked } from './palette-rank';
import { targetOf } from './palette-targets';
import { RECENT_MAX, recentPicks, rememberPick } from './recent-picks';

const item = (id: string, label: string) => ({ id, label });

describe('the palette ranking', () => {
  it('ranks the whole label, then its start, then inside it; leaves out what does not match', () => {
    expect(matchRank('客户', '客户')).toBe(0);
    expect(matchRank('Customers', 'cust')).toBe(1);
    expect(matchRank('销售订单', '订单')).toBe(2);
    expect(matchRank('供应商', '客户')).toBeNull();
    const items = [item('a', '客户跟进'), item('b', '客户'), item('c', '我的客户'), item('d', '订单')];
    expect(ranked(items, '客户', []).map((i) => i.id)).toEqual(['b', 'a', 'c']);
  });

  it('puts the more recently picked first among equal matches', () => {
    const items = [item('a', '客户一'), item('b', '客户二'), item('c', '客户三')];
    expect(ranked(items, '客户', ['c', 'b']).map((i) => i.id)).toEqual(['c', 'b', 'a']);
  });

  it('reads what an entry opens from its id', () => {
    expect(targetOf('screen:Customer')).toEqual({ type: 'screen', key: 'Customer' });
    expect(targetOf('action:theme')).toEqual({ type: 'action', id: 'theme' });
    expect(targetOf('record:saleOrder:12')).toEqual({ type: 'record', kind: 'saleOrder', id: 12 });
    expect(targetOf('record:user:12')).toBeNull();
  });

  it('keeps the recent picks per user, newest first, without repeats, at most RECENT_MAX', () => {
    for (let n = 0; n < RECENT_MAX + 2; n++) rememberPick('li', item(`screen:${n}`, `S${n}`));
    rememberPick('li', item('screen:3', 'S3'));
    const picks = recentPicks('li').map((pick) => pick.id);
    expect(picks[0]).toBe('screen:3');
    expect(picks.length).toBe(RECENT_MAX);
    expect(new Set(picks).size).toBe(RECENT_MAX);
    expect(recentPicks('zhou')).toEqual([]);
  });
});
