import { describe, expect, it } from 'vitest';
import { languageTag, ruleSummary, tidyTimes } from './music-rule-summary';

const welcome = { name: 'Welcome', language: 'zh-CN' };

describe('ruleSummary', () => {
  it('says every N tracks with the announcement, its language and the music volume', () => {
    expect(ruleSummary({ kind: 'everyTracks', every: 2, duckPercent: 20 }, welcome)).toEqual({
      key: 'music.rule.summary.everyTracks',
      params: { n: 2, announcement: 'Welcome (zh)', duck: 20 },
    });
  });

  it('uses the singular wording for every 1 minute or track', () => {
    expect(ruleSummary({ kind: 'everyMinutes', every: 1, duckPercent: 0 }, welcome).key).toBe(
      'music.rule.summary.everyMinutes.one',
    );
    expect(ruleSummary({ kind: 'everyTracks', every: 1 }, welcome).key).toBe('music.rule.summary.everyTracks.one');
  });

  it('lists fixed times tidied and ignores a left-over every', () => {
    const summary = ruleSummary({ kind: 'atTimes', every: 5, times: '09:00,12:30 , ', duckPercent: 35 }, welcome);
    expect(summary.key).toBe('music.rule.summary.atTimes');
    expect(summary.params).toEqual({ times: '09:00, 12:30', announcement: 'Welcome (zh)', duck: 35 });
  });

  it('says the timing is missing instead of a wrong number', () => {
    expect(ruleSummary({ kind: 'everyMinutes', every: null }, welcome).key).toBe('music.rule.summary.unset');
    expect(ruleSummary({ kind: 'atTimes', times: ' , ' }, welcome).key).toBe('music.rule.summary.unset');
    expect(ruleSummary({ kind: 'everyTracks', every: 0 }, welcome).key).toBe('music.rule.summary.unset');
  });

  it('says no announcement is chosen, and names one whose language is not read yet without it', () => {
    expect(ruleSummary({ kind: 'everyTracks', every: 3 }, null).key).toBe(
      'music.rule.summary.everyTracks.noAnnouncement',
    );
    expect(ruleSummary({ kind: 'everyTracks', every: 3 }, { name: 'Closing', language: '' }).params.announcement).toBe(
      'Closing',
    );
  });

  it('falls back to the default music volume when none is set', () => {
    expect(ruleSummary({ kind: 'everyTracks', every: 2 }, welcome).params.duck).toBe(20);
  });
});

describe('helpers', () => {
  it('shortens a language and tidies times', () => {
    expect(languageTag('en-US')).toBe('en');
    expect(tidyTimes(' 18:00 ,, 09:00')).toBe('18:00, 09:00');
  });
});
