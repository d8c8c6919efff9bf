import { describe, expect, it } from 'vitest';
import { apiUrl } from '../api/player';
import { tokenFromFragment } from './token';

describe('the player’s device token and addresses', () => {
  it('takes the token from a player link’s fragment, nothing from others', () => {
    expect(tokenFromFragment('#token=sbp_abc-DEF_123')).toBe('sbp_abc-DEF_123');
    expect(tokenFromFragment('#other=1&token=sbp_x')).toBe('sbp_x');
    expect(tokenFromFragment('#token=')).toBeNull();
    expect(tokenFromFragment('#token=%20%20')).toBeNull();
    expect(tokenFromFragment('')).toBeNull();
  });

  it('fetches the plan’s URLs under /behind whether or not the server wrote the prefix', () => {
    expect(apiUrl('/player/v1/files/3')).toBe('/behind/player/v1/files/3');
    expect(apiUrl('/behind/player/v1/speech/ab')).toBe('/behind/player/v1/speech/ab');
  });
});
