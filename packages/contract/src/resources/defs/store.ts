/**
 * Stores (/store/store): the company's showrooms, which also host in-store music and announcement players.
 * Opening hours are one line per weekday period (a weekday may have two: a lunch break) plus exceptions for
 * given days (a holiday closed, or special hours); contract decoration/opening-hours.ts says whether a store is
 * open at a moment. Coordinates are typed or pasted (no online map service is reachable): "lat,lng" in degrees.
 * The players installed there are a line set; their heartbeats and playout belong to the player module.
 */
import { CODE_FIELD, defineResource, type Fields, PATTERNS } from '../define';

export const STORE_STATUSES = ['open', 'renovating', 'closed'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/** ISO weekdays: 1 Monday … 7 Sunday, as strings (enum values are strings). */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** A time of day, 'HH:MM' (24 h; '24:00' closes at midnight). */
export const TIME_OF_DAY_PATTERN = { regex: /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, message: 'validation.timeOfDay' };

/** 'lat,lng' in decimal degrees, as a map copies it ("31.2304, 121.4737"). */
export const COORDINATES_PATTERN = {
  regex: /^\s*-?\d{1,2}(?:\.\d{1,8})?\s*,\s*-?\d{1,3}(?:\.\d{1,8})?\s*$/,
  message: 'validation.coordinates',
};

/** The coordinates' numbers, or null when the text is not a pair within range. */
export function parseCoordinates(text: string): { lat: number; lng: number } | null {
  if (!COORDINATES_PATTERN.regex.test(text)) return null;
  const [lat, lng] = text.split(',').map((part) => Number(part.trim()));
  if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

export const STORE_HOURS_FIELDS = {
  weekday: { type: 'enum', values: WEEKDAYS, valueLabels: 'store.weekday', required: true },
  opens: { type: 'text', required: true, max: 5, pattern: TIME_OF_DAY_PATTERN },
  closes: { type: 'text', required: true, max: 5, pattern: TIME_OF_DAY_PATTERN },
} as const satisfies Fields;

/** A given day with other hours than its weekday's: closed, or open opens–closes. */
export const STORE_EXCEPTION_FIELDS = {
  date: { type: 'date', required: true },
  closed: { type: 'boolean' },
  opens: { type: 'text', max: 5, pattern: TIME_OF_DAY_PATTERN },
  closes: { type: 'text', max: 5, pattern: TIME_OF_DAY_PATTERN },
  note: { type: 'text', max: 60 },
} as const satisfies Fields;

/** A player device installed in the store; lastSeenAt is written by the player's heartbeat. */
export const STORE_PLAYER_FIELDS = {
  name: { type: 'text', required: true, max: 60 },
  productId: { type: 'reference', ref: 'product', required: true },
  serial: { type: 'text', required: true, max: 60 },
  lastSeenAt: { type: 'datetime', readOnly: true },
} as const satisfies Fields;

export const store = defineResource({
  name: 'store',
  path: '/stores',
  access: { read: 'store:read', write: 'store:write' },
  menu: { group: 'store', screen: 'StoreInfo', after: 'MaterialClassify' },
  defaultSort: 'code',
  display: ['code', 'nameZh'],
  fields: {
    code: CODE_FIELD,
    nameZh: { type: 'text', required: true, max: 60, search: true, sortable: true, column: 'default' },
    nameEn: { type: 'text', required: true, max: 120, search: true, sortable: true, column: 'default' },
    region: { type: 'region', required: true, column: 'default' },
    address: { type: 'text', required: true, max: 200, search: true, column: 'optional' },
    coordinates: { type: 'text', max: 40, pattern: COORDINATES_PATTERN, column: 'optional' },
    phone: { type: 'text', max: 30, pattern: PATTERNS.phone, search: true, column: 'default' },
    managerId: { type: 'reference', ref: 'user', filter: 'eq', column: 'default' },
    status: {
      type: 'enum',
      required: true,
      values: STORE_STATUSES,
      default: 'open',
      tones: { open: 'success', renovating: 'warning', closed: 'default' },
      filter: 'in',
      sortable: true,
      column: 'default',
    },
    photos: { type: 'images', max: 9 },
    note: { type: 'longText', max: 500 },
  },
  lineSets: {
    hours: { max: 14, fields: STORE_HOURS_FIELDS },
    exceptions: { max: 60, fields: STORE_EXCEPTION_FIELDS },
    players: { max: 20, fields: STORE_PLAYER_FIELDS },
  },
});
