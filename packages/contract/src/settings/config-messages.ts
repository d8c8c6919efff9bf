/** Server messages of configuration and dictionaries (Settings), in both locales. */
import { bilingual } from '../bilingual';

export const configMessages = bilingual(
  {
    'validation.dictionaryCode': 'Start with a lowercase letter; letters and digits only (2-40)',
    'validation.dictionaryValueCode': 'Lowercase letters, digits and underscores only (1-40)',
  },
  {
    'validation.dictionaryCode': '以小写字母开头，仅限字母和数字（2-40 位）',
    'validation.dictionaryValueCode': '仅限小写字母、数字和下划线（1-40 位）',
  },
);
