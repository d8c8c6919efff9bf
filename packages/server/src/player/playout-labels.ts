/** The playout CSV's column headers and values, in the caller's language. */
import type { Locale } from '@soundboard/contract';

const LABELS = {
  'en-US': {
    startedAt: 'Started at',
    store: 'Store',
    player: 'Player',
    kind: 'Kind',
    title: 'Title',
    durationSeconds: 'Duration (s)',
    interrupted: 'Interrupted',
    source: 'Source',
    track: 'Track',
    announcement: 'Announcement',
    schedule: 'Schedule',
    now: 'Play now',
    yes: 'Yes',
    no: 'No',
    fileName: 'Playout history',
  },
  'zh-CN': {
    startedAt: '开始时间',
    store: '门店',
    player: '播放器',
    kind: '类型',
    title: '标题',
    durationSeconds: '时长（秒）',
    interrupted: '被打断',
    source: '来源',
    track: '曲目',
    announcement: '播报',
    schedule: '节目单',
    now: '立即播放',
    yes: '是',
    no: '否',
    fileName: '播放记录',
  },
};

export type PlayoutLabels = (typeof LABELS)['en-US'];

export const playoutLabels = (locale: Locale): PlayoutLabels => LABELS[locale === 'en-US' ? 'en-US' : 'zh-CN'];
