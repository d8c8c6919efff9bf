import { describe, expect, it } from 'vitest';
import { localMoment, PLAYER_ONLINE_MINUTES, playerOnline } from './overview';

describe('store overview helpers', () => {
  it("gives the company's local date and time (UTC+8), across midnight", () => {
    expect(localMoment(new Date('2026-11-20T08:00:00Z'))).toEqual({ date: '2026-11-20', time: '16:00' });
    expect(localMoment(new Date('2026-11-20T16:30:00Z'))).toEqual({ date: '2026-11-21', time: '00:30' });
  });

  it('says a player is online up to PLAYER_ONLINE_MINUTES after its last heartbeat', () => {
    const now = new Date('2026-11-20T08:00:00Z');
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
    expect(playerOnline(ago(PLAYER_ONLINE_MINUTES), now)).toBe(true);
    expect(playerOnline(ago(PLAYER_ONLINE_MINUTES + 1), now)).toBe(false);
    expect(playerOnline(null, now)).toBe(false);
  });
});
