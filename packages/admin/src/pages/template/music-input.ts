/**
 * What the music-template API takes from the editor's values: the framework's input, with each rule carrying
 * only the timing its kind uses (`every` for every N minutes / tracks, `times` for fixed times) — a value left
 * from before the kind changed would otherwise be saved and checked for nothing. Times are sent tidied.
 */
import { musicTemplate } from '@soundboard/contract';
import type { ResourceRecord } from '../../resource/api';
import { type FormValues, lineKey, toInput } from '../../resource/record-values';
import { tidyTimes } from './music-rule-summary';

export function musicInput(values: FormValues): Record<string, unknown> {
  const input = toInput(musicTemplate, values);
  const rules = (input.rules as Record<string, unknown>[] | undefined) ?? [];
  input.rules = rules.map((rule) =>
    rule.kind === 'atTimes'
      ? { ...rule, every: null, times: typeof rule.times === 'string' ? tidyTimes(rule.times) : rule.times }
      : { ...rule, times: null },
  );
  return input;
}

/** The saved rules' text-template names, when the record carries them: lineKey -> name. */
export function ruleRefLabels(record: ResourceRecord | null): Record<string, string> {
  const rules = (record?.rules as Record<string, unknown>[] | undefined) ?? [];
  const labels: Record<string, string> = {};
  for (const rule of rules) {
    const name = (rule.refLabels as Record<string, string> | undefined)?.textTemplateId;
    if (name) labels[lineKey(rule)] = name;
  }
  return labels;
}
