import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, isCreditCode } from './credit-code';

describe('unified social credit code', () => {
  it('accepts published codes and the check character they carry', () => {
    // Published registrations (Tencent Shenzhen, Alibaba China, Huawei Technologies).
    for (const code of ['9144030071526726XG', '91330100716105852F', '914403001922038216']) {
      expect(isCreditCode(code)).toBe(true);
    }
    expect(creditCodeCheckChar('91330100716105852')).toBe('F');
  });

  it('refuses a wrong check character, a wrong length and letters outside the alphabet', () => {
    expect(isCreditCode('9144030071526726XA')).toBe(false);
    expect(isCreditCode('9144030071526726X')).toBe(false);
    expect(isCreditCode('9144030071526726XGG')).toBe(false);
    expect(isCreditCode('9144030071526726IG')).toBe(false);
    expect(creditCodeCheckChar('914403007152672OX')).toBeNull();
  });
});
