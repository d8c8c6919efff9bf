/**
 * When each store plays which playlist (dayparting): a schedule names a store, a music template, weekdays and a
 * time range within the day; an exception names a store, a run of dates (a holiday, a promotion) and what plays
 * then instead — another playlist in a time range, or silence when no playlist is given. On a date with
 * exceptions they replace the weekly schedules for the whole day. Two schedules of one store may not share a
 * weekday and overlapping times, nor two exceptions a date and overlapping times: the server refuses them with
 * the other record named (player.scheduleOverlap). A range ends after it starts ('24:00' is midnight); a night
 * that runs past midnight is two schedules.
 */
import { defineResource } from '../define';
import { TIME_OF_DAY_PATTERN, WEEKDAYS } from './store';

const TIME = { type: 'text', required: true, max: 5, pattern: TIME_OF_DAY_PATTERN, column: 'default' } as const;

export const playSchedule = defineResource({
  name: 'playSchedule',
  path: '/play-schedules',
  access: { read: 'store:read', write: 'template:write' },
  defaultSort: 'starts',
  display: ['starts', 'ends'],
  pageSize: 50,
  fields: {
    storeId: { type: 'reference', ref: 'store', required: true, filter: 'eq', column: 'default' },
    musicTemplateId: { type: 'reference', ref: 'musicTemplate', required: true, filter: 'eq', column: 'default' },
    weekdays: { type: 'enumList', values: WEEKDAYS, valueLabels: 'store.weekday', required: true, column: 'default' },
    starts: { ...TIME, sortable: true },
    ends: TIME,
    note: { type: 'text', max: 60, column: 'optional' },
  },
});

export const playException = defineResource({
  name: 'playException',
  path: '/play-exceptions',
  access: { read: 'store:read', write: 'template:write' },
  defaultSort: 'dateFrom',
  display: ['dateFrom', 'note'],
  pageSize: 50,
  fields: {
    storeId: { type: 'reference', ref: 'store', required: true, filter: 'eq', column: 'default' },
    dateFrom: { type: 'date', required: true, filter: 'range', sortable: true, column: 'default' },
    dateTo: { type: 'date', required: true, column: 'default' },
    /** Empty: the store is silent in this range. */
    musicTemplateId: { type: 'reference', ref: 'musicTemplate', filter: 'eq', column: 'default' },
    starts: TIME,
    ends: TIME,
    note: { type: 'text', max: 60, column: 'default' },
  },
});
