import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  businessDay,
  countWords,
  issueValues,
  localeFromHeaders,
  MESSAGES,
  newPasswordSchema,
  passwordIssue,
  passwordProblem,
  profileSchema,
  RESULT_CODES,
  ResultCode,
  toLocale,
  translate,
} from './index';

describe('contract', () => {
  it('maps every result code to a status and a message in both locales', () => {
    expect(ResultCode.Success).toBe(1);
    expect(ResultCode.SessionInvalid).toBe(400005);
    for (const info of Object.values(RESULT_CODES)) {
      expect(MESSAGES['en-US']).toHaveProperty(info.messageKey);
      expect(MESSAGES['zh-CN']).toHaveProperty(info.messageKey);
    }
    expect(Object.keys(MESSAGES['zh-CN']).sort()).toEqual(Object.keys(MESSAGES['en-US']).sort());
  });

  it('picks the locale: zh-CN default, anything else en-US', () => {
    expect(toLocale(undefined)).toBe('zh-CN');
    expect(toLocale('fr-FR')).toBe('en-US');
    expect(localeFromHeaders(undefined, 'en-GB,en;q=0.9')).toBe('en-US');
    expect(localeFromHeaders(undefined, 'zh-CN,zh;q=0.9')).toBe('zh-CN');
    expect(localeFromHeaders('en-US', 'zh-CN')).toBe('en-US');
    expect(translate('zh-CN', 'result.serverError', { ref: 'abc' })).toContain('abc');
  });

  it('counts CJK characters and Latin runs as words', () => {
    expect(countWords('hello world')).toBe(2);
    expect(countWords('你好世界')).toBe(4);
    expect(countWords('Hi 你好, v2.0!')).toBe(5);
    expect(countWords('  ...  ')).toBe(0);
  });

  it('enforces length, not composition (ASVS 5.0 6.2.5)', () => {
    expect(passwordProblem('Ab1!xyz')).toBe('password.tooShort');
    expect(passwordProblem('x'.repeat(129))).toBe('password.tooLong');
    for (const fine of [
      'correct horse battery staple',
      'abcdefgh',
      'ABCDEFGH',
      '12345678x',
      'Abcdef1!',
      '密码很长的一句话啊',
    ]) {
      expect(passwordProblem(fine), fine).toBeNull();
    }
    expect(passwordProblem('x'.repeat(128))).toBeNull();
  });

  it('raises the minimum to the configured length, never below 8, and refuses the username inside', () => {
    expect(passwordIssue('Abcdef1!', { minLength: 10 })).toEqual({
      message: 'password.tooShort',
      values: { min: '10' },
    });
    expect(passwordIssue('Abcdef1!x', { minLength: 6 })).toBeNull();
    expect(passwordIssue('Abcde1!', { minLength: 6 })?.values).toEqual({ min: '8' });
    expect(passwordProblem('My-Sales#2026', { username: 'sales' })).toBe('password.containsUsername');
    expect(passwordProblem('My-Sales#2026', { username: 'admin' })).toBeNull();
  });

  it('translates the schema minimum with its placeholder', () => {
    const result = v.safeParse(newPasswordSchema, 'Ab1!', { abortPipeEarly: true });
    expect(result.success).toBe(false);
    const issue = result.issues?.[0];
    if (!issue) throw new Error('no issue');
    expect(translate('en-US', issue.message, issueValues(issue))).toBe('The password needs at least 8 characters');
    expect(translate('zh-CN', issue.message, issueValues(issue))).toBe('密码至少需要 8 个字符');
  });

  it('validates the settings form with its documented messages', () => {
    const base = { email: 'a@b.cn', nickname: 'n', countryRegion: 'China', area: ['110000'], version: 1 };
    expect(v.safeParse(profileSchema, base).success).toBe(true);
    const empty = v.safeParse(
      profileSchema,
      { ...base, email: '', nickname: ' ', countryRegion: '', area: [] },
      {
        abortPipeEarly: true,
      },
    );
    expect(empty.issues?.map((issue) => translate('en-US', issue.message))).toEqual([
      'Please enter email address',
      'Please enter nickname',
      'Please select country/region',
      'Please Select a area',
    ]);
    const long = v.safeParse(profileSchema, { ...base, profile: '字'.repeat(201) });
    expect(translate('en-US', long.issues?.[0]?.message ?? '')).toBe('No more than 200 words');
    expect(v.safeParse(profileSchema, { ...base, profile: '字'.repeat(200) }).success).toBe(true);
    expect(v.safeParse(profileSchema, { ...base, admin: true }).success).toBe(false);
  });
});

describe('businessDay', () => {
  it('is the China calendar day, whatever time zone the machine is in', () => {
    // 16:30 UTC on 23 Nov is already 00:30 on 24 Nov in China; 15:59 UTC is still the 23rd.
    expect(businessDay(new Date('2026-11-23T16:30:00Z'))).toBe('2026-11-24');
    expect(businessDay(new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
    expect(businessDay(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });
});
