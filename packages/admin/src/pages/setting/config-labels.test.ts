/**
 * Every configuration group and key has its label and hint, and every enum value its label, in both locales;
 * the contract's defaults pass the contract's own rules (a form opened on an untouched group can be saved).
 */
import { CONFIG_GROUP_NAMES, configGroupSchema, configKeys, configLabelKeys } from '@soundboard/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import enUS from '../../locales/en-US/config.json';
import zhCN from '../../locales/zh-CN/config.json';

const needed = CONFIG_GROUP_NAMES.flatMap((group) => [
  configLabelKeys.group(group),
  configLabelKeys.groupHint(group),
  ...configKeys(group).flatMap(([name, def]) => [
    configLabelKeys.key(group, name),
    `${configLabelKeys.key(group, name)}.hint`,
    ...(def.values ?? []).map((value) => configLabelKeys.value(group, name, value)),
  ]),
]);

describe('configuration texts and defaults', () => {
  it.each([
    ['en-US', enUS],
    ['zh-CN', zhCN],
  ])('%s names every group, key, hint and enum value', (_locale, dictionary) => {
    expect(needed.filter((key) => !(key in dictionary))).toEqual([]);
  });

  it.each(CONFIG_GROUP_NAMES)('the defaults of %s are valid input', (group) => {
    const values = Object.fromEntries(configKeys(group).map(([name, def]) => [name, def.default]));
    const result = v.safeParse(configGroupSchema(group), { ...values, version: 0 });
    expect(result.issues?.map((issue) => issue.message) ?? []).toEqual([]);
  });

  it('refuses a value above its limit with the contract message key', () => {
    const result = v.safeParse(configGroupSchema('security'), {
      sessionIdleMinutes: 120,
      sessionAbsoluteMinutes: 720,
      passwordMinLength: 65,
      version: 0,
    });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['passwordMinLength', 'validation.tooLarge'],
    ]);
  });
});
