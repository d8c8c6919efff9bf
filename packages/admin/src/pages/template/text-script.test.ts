import { describe, expect, it } from 'vitest';
import { scriptIssues, scriptVariables } from './text-script';

describe('scriptIssues', () => {
  it('says an unknown variable with its 1-based position, in the screen language', () => {
    expect(scriptIssues('Hi {storeName}, {foo}!', 'en-US')).toEqual([
      { start: 16, end: 21, message: 'Unknown variable {foo} at character 17' },
    ]);
    expect(scriptIssues('欢迎{bar}', 'zh-CN')).toEqual([
      { start: 2, end: 7, message: '第 3 个字符处的变量 {bar} 不存在' },
    ]);
  });

  it('says a brace left open, and nothing for escaped braces', () => {
    const [issue, ...rest] = scriptIssues('{{ok}} then { here', 'en-US');
    expect(rest).toEqual([]);
    expect(issue).toMatchObject({ start: 12, end: 13 });
    expect(issue?.message).toMatch(/^A brace opened at character 13 is not closed/);
  });

  it('finds nothing wrong in a script of known variables', () => {
    expect(scriptIssues('{storeName} {openingTime}-{closingTime} {date} {time} {promo}', 'zh-CN')).toEqual([]);
  });
});

describe('scriptVariables', () => {
  it('offers every contract variable with its label and hint keys', () => {
    const variables = scriptVariables((key) => `<${key}>`);
    expect(variables.map((variable) => variable.name)).toEqual([
      'storeName',
      'openingTime',
      'closingTime',
      'date',
      'time',
      'promo',
    ]);
    expect(variables[0]).toEqual({
      name: 'storeName',
      label: '<templates.variable.storeName>',
      description: '<templates.variable.storeName.hint>',
    });
  });
});
