/**
 * Advertisement positions (/store/decoration/advertisement, first tab): the places on the storefront where
 * ads show, each with a code the storefront asks by, a picture size, and whether it shows one ad at a time
 * (a launch screen) or rotates several (a banner). A position cannot be deleted while ads use it.
 */
import { CODE_FIELD, defineResource } from '../define';

/** Where on the storefront a position appears. */
export const AD_PLACEMENTS = ['homeTop', 'homeMiddle', 'launch', 'popup', 'productDetail', 'mine'] as const;

export const adPosition = defineResource({
  name: 'adPosition',
  path: '/ad-positions',
  access: { read: 'content:read', write: 'content:write' },
  defaultSort: 'code',
  display: ['code', 'name'],
  fields: {
    code: CODE_FIELD,
    name: { type: 'text', required: true, max: 60, search: true, column: 'default' },
    placement: { type: 'enum', required: true, values: AD_PLACEMENTS, filter: 'in', column: 'default' },
    /** The picture's size in px. */
    width: { type: 'integer', required: true, min: 1, max: 4000, column: 'default' },
    height: { type: 'integer', required: true, min: 1, max: 4000, column: 'default' },
    /** One ad at a time: schedules of its ads may not overlap. */
    single: { type: 'boolean', filter: 'bool', column: 'default' },
    enabled: { type: 'boolean', default: true, filter: 'bool', column: 'default' },
    note: { type: 'longText', max: 500 },
  },
});
