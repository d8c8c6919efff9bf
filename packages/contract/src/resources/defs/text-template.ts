/**
 * Announcement text templates (/template/text): a script with variables (contract player/variables.ts) in one
 * language, spoken with voice settings, or a recorded voice file from the media library standing in for
 * synthesis. Only active templates can be scheduled in a playlist's announcement rules or played to a store now;
 * a retired one stays readable for the playout history. The server keeps `estimatedSeconds` from the script.
 */
import { VOICE_LIMITS } from '../../player/variables';
import { defineResource } from '../define';

export const TEXT_TEMPLATE_STATUSES = ['draft', 'active', 'retired'] as const;
export type TextTemplateStatus = (typeof TEXT_TEMPLATE_STATUSES)[number];

export const TEXT_LANGUAGES = ['zh-CN', 'en-US'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

export const textTemplate = defineResource({
  name: 'textTemplate',
  path: '/text-templates',
  access: { read: 'template:read', write: 'template:write' },
  menu: { group: 'template', path: '/template/text', key: 'text', first: true },
  defaultSort: '-updatedAt',
  display: ['name'],
  fields: {
    name: { type: 'text', required: true, max: 60, unique: true, search: true, sortable: true, column: 'default' },
    categoryId: { type: 'category', tree: 'text', filter: 'eq', column: 'default' },
    language: {
      type: 'enum',
      required: true,
      values: TEXT_LANGUAGES,
      default: 'zh-CN',
      filter: 'in',
      column: 'default',
    },
    /** Variables as {name}; validated by the server (an unknown one is an error at its position). */
    script: { type: 'longText', required: true, max: 1000, search: true },
    /** The value of {promo}: a line staff change without touching the script. */
    promo: { type: 'text', max: 120 },
    rate: { type: 'integer', min: VOICE_LIMITS.rate.min, max: VOICE_LIMITS.rate.max, default: 100, group: 'voice' },
    pitch: { type: 'integer', min: VOICE_LIMITS.pitch.min, max: VOICE_LIMITS.pitch.max, default: 50, group: 'voice' },
    volume: {
      type: 'integer',
      min: VOICE_LIMITS.volume.min,
      max: VOICE_LIMITS.volume.max,
      default: 100,
      group: 'voice',
    },
    /** An audio material played instead of synthesis (a recorded voice); its variables are then not spoken. */
    voiceMaterialId: { type: 'integer', min: 1, max: 2_147_483_647, group: 'voice' },
    /** Seconds, from the script with sample values at the template's rate (or the recording's length). */
    estimatedSeconds: { type: 'integer', readOnly: true, default: 0, sortable: true, column: 'default' },
    status: {
      type: 'enum',
      required: true,
      values: TEXT_TEMPLATE_STATUSES,
      default: 'draft',
      tones: { draft: 'default', active: 'success', retired: 'warning' },
      filter: 'in',
      sortable: true,
      column: 'default',
    },
    note: { type: 'longText', max: 500 },
  },
});
