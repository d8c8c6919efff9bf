import { describe, expect, it } from 'vitest';
import { resamplePeaks } from './waveform-draw';

describe('resamplePeaks', () => {
  it('keeps the loudest peak of each stretch when reducing', () => {
    expect(resamplePeaks([0.1, 0.9, 0.2, 0.3, 0.5, 0.4], 3)).toEqual([0.9, 0.3, 0.5]);
  });
  it('repeats peaks when there are more bars than peaks', () => {
    expect(resamplePeaks([0.2, 0.8], 4)).toEqual([0.2, 0.2, 0.8, 0.8]);
  });
  it('draws silence without peaks and clamps out-of-range values', () => {
    expect(resamplePeaks([], 3)).toEqual([0, 0, 0]);
    expect(resamplePeaks([1.5, -1], 2)).toEqual([1, 0]);
    expect(resamplePeaks([0.5], 0)).toEqual([]);
  });
});
