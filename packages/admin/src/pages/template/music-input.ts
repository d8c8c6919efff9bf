/**
 * What the music-template API takes from the editor's values: the framework's input, with each rule carrying
 * only the timing its kind uses (`every` for every N minutes / tracks, `times` for fixed times) — a value left
 * from before the kind changed would otherwise be saved and checked for nothing. Times are sent tidied.
 */
import { musicTemplate } from '@soundboard/contract';
import type { ResourceRecord } from '../../resource/api';
import { type FormValues, lineKey, toInput } from '../../resource/record-values';
import { tidyTimes } from './music-rule-summary';
import type { MaterialFacts } from './music-track-lines';

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

/**
 * The materials the saved tracks carry (the server sends each track's material name, duration and peaks), so an
 * opened playlist draws at once instead of asking the library for every track.
 */
export function savedTrackMaterials(record: ResourceRecord | null): Map<number, MaterialFacts> {
  const known = new Map<number, MaterialFacts>();
  for (const track of (record?.tracks as Record<string, unknown>[] | undefined) ?? []) {
    const material = track.material as { name?: unknown; duration?: unknown; peaks?: unknown } | null | undefined;
    if (!material || typeof material.name !== 'string') continue;
    known.set(Number(track.materialId), {
      name: material.name,
      duration: typeof material.duration === 'number' ? material.duration : 0,
      peaks: Array.isArray(material.peaks) ? (material.peaks as number[]) : [],
    });
  }
  return known;
}
