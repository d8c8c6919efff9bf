import { describe, expect, it } from 'vitest';
import { findVariables, insertVariable, scriptRuns } from './script-marks';

describe('findVariables', () => {
  it('finds {name} with its offsets and skips escaped braces', () => {
    expect(findVariables('Hi {storeName}, {{literal}} {x}')).toEqual([
      { name: 'storeName', start: 3, end: 14 },
      { name: 'x', start: 28, end: 31 },
    ]);
  });

  it('finds nothing in a brace left open', () => {
    expect(findVariables('Open { here')).toEqual([]);
  });
});

describe('scriptRuns', () => {
  it('cuts the script into text, known and unknown variables, keeping every character', () => {
    const script = '欢迎光临{storeName}，{foo}见';
    const runs = scriptRuns(script, ['storeName'], [{ start: 16, end: 21, message: 'unknown' }]);
    expect(runs.map((run) => run.text).join('')).toBe(script);
    expect(runs).toEqual([
      { start: 0, text: '欢迎光临', variable: null, issue: false },
      { start: 4, text: '{storeName}', variable: 'known', issue: false },
      { start: 15, text: '，', variable: null, issue: false },
      { start: 16, text: '{foo}', variable: 'unknown', issue: true },
      { start: 21, text: '见', variable: null, issue: false },
    ]);
  });

  it('marks an issue of one character (an open brace) and ignores ranges past the end', () => {
    const runs = scriptRuns(
      'a { b',
      [],
      [
        { start: 2, end: 3, message: 'open' },
        { start: 40, end: 50, message: 'stale' },
      ],
    );
    expect(runs).toEqual([
      { start: 0, text: 'a ', variable: null, issue: false },
      { start: 2, text: '{', variable: null, issue: true },
      { start: 3, text: ' b', variable: null, issue: false },
    ]);
  });

  it('gives an empty script no runs', () => {
    expect(scriptRuns('', ['storeName'], [])).toEqual([]);
  });
});

describe('insertVariable', () => {
  it('inserts at the caret and puts the caret after the variable', () => {
    expect(insertVariable('Welcome to !', 11, 11, 'storeName')).toEqual({
      script: 'Welcome to {storeName}!',
      caret: 22,
    });
  });

  it('replaces the selection', () => {
    expect(insertVariable('Closes at 9 pm.', 10, 14, 'closingTime')).toEqual({
      script: 'Closes at {closingTime}.',
      caret: 23,
    });
  });

  it('clamps a caret beyond the end', () => {
    expect(insertVariable('ab', 9, 9, 'date')).toEqual({ script: 'ab{date}', caret: 8 });
  });
});
