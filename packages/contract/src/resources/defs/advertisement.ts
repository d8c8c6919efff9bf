/**
 * Advertisements (/store/decoration/advertisement): a picture in a position, linking to a product, an article,
 * a storefront page or an external https URL (contract decoration/links.ts checks the target by kind), shown
 * between its start and end to the stores in its scope (none listed: every store). In a single-ad position
 * two enabled ads' schedules may not overlap. Views and clicks are counted by the storefront API.
 */

import { LINK_KINDS } from '../../decoration/links';
import { defineResource, type Fields } from '../define';

export const ADVERTISEMENT_STORE_FIELDS = {
  storeId: { type: 'reference', ref: 'store', required: true },
} as const satisfies Fields;

export const advertisement = defineResource({
  name: 'advertisement',
  path: '/advertisements',
  access: { read: 'content:read', write: 'content:write' },
  menu: { group: 'store', path: '/store/decoration/advertisement' },
  defaultSort: 'sort',
  display: ['title'],
  fields: {
    title: { type: 'text', required: true, max: 60, search: true, sortable: true, column: 'default' },
    positionId: { type: 'reference', ref: 'adPosition', required: true, filter: 'eq', column: 'default' },
    image: { type: 'images', required: true, max: 1, column: 'default' },
    linkKind: { type: 'enum', required: true, values: LINK_KINDS, valueLabels: 'link.kind', column: 'optional' },
    /** A product or article id, a page key, or an https URL, by linkKind. */
    linkTarget: { type: 'text', required: true, max: 500, column: 'optional' },
    startsAt: { type: 'datetime', required: true, sortable: true, filter: 'range', column: 'default' },
    endsAt: { type: 'datetime', required: true, sortable: true, filter: 'range', column: 'default' },
    sort: { type: 'integer', default: 0, min: 0, max: 9999, sortable: true, column: 'optional' },
    enabled: { type: 'boolean', default: true, filter: 'bool', column: 'default' },
    viewCount: { type: 'integer', readOnly: true, default: 0, sortable: true, column: 'default' },
    clickCount: { type: 'integer', readOnly: true, default: 0, sortable: true, column: 'default' },
  },
  lineSets: {
    /** The stores that show the ad; none: every store. */
    stores: { max: 100, fields: ADVERTISEMENT_STORE_FIELDS },
  },
});
