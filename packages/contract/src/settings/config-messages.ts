/** Server messages of configuration and dictionaries (Settings), in both locales. */
import { bilingual } from '../bilingual';

export const configMessages = bilingual(
  {
    'validation.dictionaryCode': 'Start with a lowercase letter; letters and digits only (2-40)',
    'validation.dictionaryValueCode': 'Lowercase letters, digits and underscores only (1-40)',
    'config.absoluteBelowIdle': 'The absolute limit cannot be shorter than the idle limit ({idle} minutes)',
    'dictionary.systemDelete': 'A system dictionary cannot be deleted; other screens read it',
    'dictionary.systemCode': 'The code of a system dictionary cannot change',
    'dictionary.valueInUse': 'The value “{value}” is used by {count} records: disable it instead of removing it',
    'dictionary.codeInUse': 'Values of this dictionary are in use, so its code cannot change',
  },
  {
    'validation.dictionaryCode': '以小写字母开头，仅限字母和数字（2-40 位）',
    'validation.dictionaryValueCode': '仅限小写字母、数字和下划线（1-40 位）',
    'config.absoluteBelowIdle': '绝对时限不能短于空闲时限（{idle} 分钟）',
    'dictionary.systemDelete': '系统字典供其他页面读取，不能删除',
    'dictionary.systemCode': '系统字典的编码不能修改',
    'dictionary.valueInUse': '值“{value}”已被 {count} 条记录使用：请停用，不要删除',
    'dictionary.codeInUse': '该字典的值正在使用，编码不能修改',
  },
);
