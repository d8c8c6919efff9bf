import { musicTemplate } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { checkInput } from '../../resource/record-values';
import { musicInput } from './music-input';

const base = {
  name: 'Morning mix',
  categoryId: null,
  playOrder: 'sequential',
  crossfadeSeconds: 3,
  status: 'draft',
  note: '',
  tracks: [{ id: 4, materialId: 11, weight: 1, key: 'ignored' }],
  rules: [
    { key: 'new:1', kind: 'atTimes', textTemplateId: 2, every: 5, times: '09:00,12:30', duckPercent: 20 },
    { id: 9, kind: 'everyTracks', textTemplateId: 3, every: 2, times: '10:00', duckPercent: 30 },
  ],
};

describe('musicInput', () => {
  it('sends each rule only the timing of its kind, times tidied, line ids kept and form keys left out', () => {
    const input = musicInput(base);
    expect(input.rules).toEqual([
      { kind: 'atTimes', textTemplateId: 2, every: null, times: '09:00, 12:30', duckPercent: 20 },
      { id: 9, kind: 'everyTracks', textTemplateId: 3, every: 2, times: null, duckPercent: 30 },
    ]);
    expect(input.tracks).toEqual([{ id: 4, materialId: 11, weight: 1 }]);
  });

  it('gives input the contract accepts as it stands', () => {
    expect(checkInput(musicTemplate, musicInput(base), 'en-US')).toEqual([]);
  });

  it('lets the contract refuse bad times under the rule', () => {
    const bad = { ...base, rules: [{ ...base.rules[0], times: '9am' }] };
    expect(checkInput(musicTemplate, musicInput(bad), 'en-US').map((issue) => issue.path)).toEqual(['rules.0.times']);
  });
});
