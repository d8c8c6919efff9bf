import { defineMessages } from '../i18n/messages';

/** Every word the week view says by itself; day labels and playlist titles come from the caller. */
export const weekViewMessages = defineMessages({
  'zh-CN': {
    week: '一周播放安排',
    hours: '时间',
    silence: '静音',
    exception: '例外',
    closed: '休息',
    open: '营业 {hours}',
    today: '今天',
    noSlots: '没有安排',
    slotName: '{day} {range} {title}',
    exceptionName: '{name} （例外）',
    exceptionSuffix: '（例外）',
    keys: '方向键在时段间移动：←/→ 换一天，↑/↓ 同一天内；Enter 打开',
  },
  'en-US': {
    week: 'Week schedule',
    hours: 'Time',
    silence: 'Silence',
    exception: 'Exception',
    closed: 'Closed',
    open: 'Open {hours}',
    today: 'Today',
    noSlots: 'Nothing scheduled',
    slotName: '{day} {range} {title}',
    exceptionName: '{name} (exception)',
    exceptionSuffix: '(exception)',
    keys: 'Arrow keys move between slots: ←/→ another day, ↑/↓ the same day; Enter opens',
  },
});

export type WeekViewMessages = (typeof weekViewMessages)['en-US'];
