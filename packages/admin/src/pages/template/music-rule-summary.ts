/**
 * One line that says what an announcement rule does ("Every 2 tracks: Welcome (zh), music at 20 %"), as a
 * dictionary key of the `music` namespace and its values, so the rules list reads at a glance without opening
 * each rule's controls.
 */
import type { AnnouncementRuleKind } from '@soundboard/contract';

export interface RuleValues {
  kind?: unknown;
  every?: unknown;
  times?: unknown;
  duckPercent?: unknown;
}

export interface Summary {
  key: string;
  params: Record<string, string | number>;
}

/** "zh-CN" -> "zh": the template's language as short as the summary needs it. */
export const languageTag = (language: string) => language.split('-')[0] ?? language;

/** "09:00,12:30 ,18:00" -> "09:00, 12:30, 18:00" (blank parts left out). */
export function tidyTimes(text: string): string {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

const positive = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/**
 * The summary of a rule: its timing ("Every 2 tracks", "At 09:00, 12:30"), then the announcement (or that none
 * is chosen yet), then the music's volume meanwhile. A timing not filled in yet says so instead of a wrong number.
 */
export function ruleSummary(rule: RuleValues, template: { name: string; language: string } | null): Summary {
  const kind = rule.kind as AnnouncementRuleKind | undefined;
  const every = positive(rule.every);
  const times = typeof rule.times === 'string' ? tidyTimes(rule.times) : '';
  const duck = typeof rule.duckPercent === 'number' ? rule.duckPercent : 20;
  // The language only once it is known (a just-picked template is named before its record is read).
  const announcement = template
    ? template.language
      ? `${template.name} (${languageTag(template.language)})`
      : template.name
    : null;
  const params: Record<string, string | number> = { duck, announcement: announcement ?? '' };
  let when: string;
  if (kind === 'everyMinutes' || kind === 'everyTracks') {
    if (every === null) when = 'unset';
    else {
      when = every === 1 ? `${kind}.one` : kind;
      params.n = every;
    }
  } else if (kind === 'atTimes') {
    when = times ? kind : 'unset';
    params.times = times;
  } else when = 'unset';
  return { key: `music.rule.summary.${when}${announcement ? '' : '.noAnnouncement'}`, params };
}
