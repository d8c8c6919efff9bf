/**
 * Storefront home-page templates (/store/decoration/home). The record is the template's name and state; its
 * pages live in a block document (contract decoration/document.ts) kept as a draft that the editor autosaves,
 * and each publish copies the draft into an immutable version (decoration/templates.ts has the routes). Exactly
 * one template is active: the storefront shows its newest published version. The active and the default
 * template cannot be deleted.
 */
import { defineResource } from '../define';

export const homeTemplate = defineResource({
  name: 'homeTemplate',
  path: '/home-templates',
  access: { read: 'content:read', write: 'content:write' },
  menu: {
    group: 'store',
    screen: 'DecorationHome',
    path: '/store/decoration/home',
    key: 'decorationHome',
    after: 'StoreInfo',
  },
  defaultSort: '-updatedAt',
  display: ['name'],
  fields: {
    name: { type: 'text', required: true, max: 60, unique: true, search: true, sortable: true, column: 'default' },
    note: { type: 'longText', max: 500 },
    /** A picture for the list (one image material); the editor offers the first image of the page. */
    thumbnail: { type: 'images', max: 1, column: 'default' },
    /** Pages in the draft. */
    pageCount: { type: 'integer', readOnly: true, default: 1, column: 'default' },
    /** The storefront shows this template (exactly one is). */
    active: { type: 'boolean', readOnly: true, filter: 'bool', column: 'default' },
    /** The template the storefront falls back to; set by the seed, never deleted. */
    isDefault: { type: 'boolean', readOnly: true, column: 'optional' },
    /** The newest published version's number (0: never published). */
    publishedVersion: { type: 'integer', readOnly: true, default: 0, column: 'optional' },
    lastPublishedAt: { type: 'datetime', readOnly: true, sortable: true, column: 'default' },
    /** The draft differs from the newest version. */
    unpublishedChanges: { type: 'boolean', readOnly: true, filter: 'bool', column: 'optional' },
  },
});
