/**
 * Companies (/crm/company): the organisations the company sells to — venues, chains, schools, installers. A
 * company has contacts (the people met; follow-ups name one) and sites (where a sound system is installed), both
 * edited with it as line sets; customers (the accounts salespeople own) belong to a company or to a private
 * person. Industry, level and source are values of the Settings dictionaries.
 */
import { isCreditCode } from '../../crm/credit-code';
import { defineResource, type Fields, PATTERNS } from '../define';

/** A company's contacts (line set `contacts`): follow-ups name the one met by its id. */
export const COMPANY_CONTACT_FIELDS = {
  name: { type: 'text', required: true, max: 40 },
  title: { type: 'text', max: 40 },
  phone: { type: 'text', max: 30, pattern: PATTERNS.phone },
  email: { type: 'text', max: 120, pattern: PATTERNS.email },
  primary: { type: 'boolean', default: false },
} as const satisfies Fields;

/** A company's sites (line set `sites`): where a sound system is installed, for surveys and service visits. */
export const COMPANY_SITE_FIELDS = {
  name: { type: 'text', required: true, max: 80 },
  address: { type: 'text', max: 200 },
  /** What is installed there (zones, speakers, amplifiers, the player). */
  system: { type: 'longText', max: 1000 },
} as const satisfies Fields;

export const company = defineResource({
  name: 'company',
  path: '/companies',
  access: { read: 'customer:read', write: 'customer:write' },
  menu: { group: 'crm', first: true },
  importKey: ['creditCode'],
  defaultSort: 'name',
  fields: {
    name: { type: 'text', required: true, max: 120, search: true, sortable: true, column: 'default' },
    /** Unique when given (a company not yet registered has none). */
    creditCode: {
      type: 'text',
      max: 18,
      unique: true,
      pattern: { regex: /^[0-9A-Z]{18}$/, message: 'validation.creditCode' },
      check: { test: isCreditCode, message: 'validation.creditCodeCheck' },
      search: true,
      column: 'default',
    },
    industry: { type: 'dictionary', dictionary: 'industry', filter: 'in', column: 'default' },
    level: { type: 'dictionary', dictionary: 'customerLevel', filter: 'in', sortable: true, column: 'default' },
    source: { type: 'dictionary', dictionary: 'customerSource', filter: 'in', column: 'optional' },
    region: { type: 'region', column: 'optional' },
    address: { type: 'text', max: 200, column: 'optional' },
    website: {
      type: 'text',
      max: 200,
      pattern: { regex: /^https?:\/\/[^\s]+$/, message: 'validation.url' },
      column: 'optional',
    },
    tags: { type: 'textList', max: 10, column: 'optional' },
    note: { type: 'longText', max: 1000 },
  },
  lineSets: {
    contacts: { max: 50, fields: COMPANY_CONTACT_FIELDS },
    sites: { max: 100, fields: COMPANY_SITE_FIELDS },
  },
});
