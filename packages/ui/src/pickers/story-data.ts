/** Fixed demo data shared by the pickers' stories (an audio-systems company's product kinds). */
import type { PickerOption } from './list-parts';

export const KINDS_ZH: PickerOption[] = [
  { id: 'speaker', label: '音箱' },
  { id: 'amplifier', label: '功放' },
  { id: 'mixer', label: '调音台' },
  { id: 'microphone', label: '麦克风' },
  { id: 'bgm_player', label: '背景音乐播放器' },
  { id: 'announcement_player', label: '广播播放器' },
  { id: 'accessory', label: '配件', disabled: true },
];

export const KINDS_EN: PickerOption[] = [
  { id: 'speaker', label: 'Speaker' },
  { id: 'amplifier', label: 'Amplifier' },
  { id: 'mixer', label: 'Mixer' },
  { id: 'microphone', label: 'Microphone' },
  { id: 'bgm_player', label: 'Background music player' },
  { id: 'announcement_player', label: 'Announcement player' },
  { id: 'accessory', label: 'Accessory', disabled: true },
];
