import { describe, expect, it } from 'vitest';
import { catalogue } from '../i18n/catalogue';
import { auditLabel, displayName } from './audit-labels';

const enUS = catalogue('en-US');
const zhCN = catalogue('zh-CN');

const dictionary = (texts: Record<string, string>) => (key: string) => texts[key] ?? key;

describe('auditLabel', () => {
  it('translates known actions and entities', () => {
    expect(auditLabel(dictionary(enUS), 'action', 'update')).toBe('Updated');
    expect(auditLabel(dictionary(zhCN), 'entity', 'user.profile')).toBe('个人资料');
  });

  it('falls back to the raw key', () => {
    expect(auditLabel(dictionary(enUS), 'entity', 'purchase-order')).toBe('purchase-order');
    expect(auditLabel(() => '', 'action', 'archive')).toBe('archive');
  });

  it('has a text for every audit key the server writes today', () => {
    const actions = ['login', 'logout', 'create', 'update', 'change-password', 'set-status', 'mark-read'];
    const entities = ['session', 'user', 'user.profile', 'user.avatar', 'message', 'certification', 'account-request'];
    for (const texts of [enUS, zhCN] as Record<string, string>[]) {
      for (const key of [...actions, 'mark-all-read', 'empty', 'approve', 'reject', 'withdrawn']) {
        expect(texts, key).toHaveProperty([`userInfo.action.${key}`]);
      }
      for (const key of entities) expect(texts, key).toHaveProperty([`userInfo.entity.${key}`]);
    }
  });
});

describe('displayName', () => {
  it('prefers the nickname, else the user name', () => {
    expect(displayName({ nickname: '李娜', userName: 'sales' })).toBe('李娜');
    expect(displayName({ nickname: '  ', userName: 'sales' })).toBe('sales');
  });
});
