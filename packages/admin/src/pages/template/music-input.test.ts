import { musicTemplate } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { checkInput } from '../../resource/record-values';
import { musicInput, savedTrackMaterials } from './music-input';

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

describe('savedTrackMaterials', () => {
  it('takes the name, duration and peaks each saved track carries, skipping tracks without one', () => {
    const record = {
      id: 1,
      version: 1,
      refLabels: {},
      tracks: [
        { id: 1, materialId: 11, weight: 1, material: { name: 'Morning.wav', duration: 24.5, peaks: [0.1, 0.4] } },
        { id: 2, materialId: 12, weight: 1, material: null },
        { id: 3, materialId: 13, weight: 1, material: { name: 'Noon.wav', duration: null } },
      ],
    };
    expect([...savedTrackMaterials(record)]).toEqual([
      [11, { name: 'Morning.wav', duration: 24.5, peaks: [0.1, 0.4] }],
      [13, { name: 'Noon.wav', duration: 0, peaks: [] }],
    ]);
    expect(savedTrackMaterials(null).size).toBe(0);
  });
});
