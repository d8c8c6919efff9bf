/**
 * Dictionaries (Settings, `/setting/config/attr/{id}`): named lists of values other screens choose from (customer
 * sources and levels, follow-up types, invoice kinds…). Each value has a code that records store, labels in both
 * languages, an order, an enabled flag and a tone for its badge. A value in use cannot be removed, only disabled.
 */
import { defineResource } from '../define';
import { DICTIONARY_VALUE_CODE } from '../schemas';

export const TONES = ['default', 'primary', 'success', 'warning', 'danger', 'info'] as const;

export const dictionary = defineResource({
  name: 'dictionary',
  path: '/dictionaries',
  access: { read: 'config:read', write: 'config:write' },
  defaultSort: 'code',
  display: ['nameZh', 'nameEn'],
  pageSize: 50,
  fields: {
    code: {
      type: 'text',
      required: true,
      max: 40,
      unique: true,
      pattern: { regex: /^[a-z][a-zA-Z0-9]{1,39}$/, message: 'validation.dictionaryCode' },
      search: true,
      sortable: true,
      column: 'default',
    },
    nameZh: { type: 'text', required: true, max: 60, search: true, column: 'default' },
    nameEn: { type: 'text', required: true, max: 60, search: true, column: 'default' },
    /** Seeded lists that other screens read: their code cannot change and they cannot be deleted. */
    system: { type: 'boolean', readOnly: true, default: false, filter: 'eq', column: 'default' },
    note: { type: 'longText', max: 500 },
  },
  lines: {
    min: 1,
    max: 200,
    fields: {
      code: {
        type: 'text',
        required: true,
        max: 40,
        pattern: { regex: DICTIONARY_VALUE_CODE, message: 'validation.dictionaryValueCode' },
      },
      labelZh: { type: 'text', required: true, max: 60 },
      labelEn: { type: 'text', required: true, max: 60 },
      sort: { type: 'integer', required: true, default: 0, min: 0, max: 9999 },
      enabled: { type: 'boolean', default: true },
      tone: { type: 'enum', values: TONES, default: 'default' },
    },
  },
});
