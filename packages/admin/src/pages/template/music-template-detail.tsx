/**
 * The playlist in the list's detail drawer (for those who may read it but not open the editor): its tracks by
 * name and length, and what each announcement rule does (the same one-line summary as the editor's).
 */
import { formatClock } from '@soundboard/ui/playback/playlist-total.ts';
import { useT } from '../../i18n/use-t';
import type { ResourceRecord } from '../../resource/api';
import { savedTrackMaterials } from './music-input';
import { ruleSummary } from './music-rule-summary';
import { useRuleTemplates } from './music-rule-templates';

type Line = Record<string, unknown>;

export function MusicTemplateDetail({ record }: { record: ResourceRecord }) {
  const t = useT();
  const tracks = (record.tracks as Line[] | undefined) ?? [];
  const rules = (record.rules as Line[] | undefined) ?? [];
  const materials = savedTrackMaterials(record);
  const templates = useRuleTemplates(rules.map((rule) => Number(rule.textTemplateId)));
  const heading = 'text-base font-semibold text-default';
  return (
    <div className="flex flex-col gap-4">
      <section className="flex flex-col gap-2">
        <h3 className={heading}>{t('music.detail.tracks', { n: tracks.length })}</h3>
        <ol className="flex flex-col gap-1 text-sm text-default">
          {tracks.map((track, index) => {
            const material = materials.get(Number(track.materialId));
            return (
              <li key={String(track.id ?? index)} className="flex gap-2">
                <span className="w-6 shrink-0 text-right tabular-nums text-secondary">{index + 1}.</span>
                <span className="min-w-0 flex-1 truncate">
                  {material?.name ?? t('music.tracks.material', { id: String(track.materialId) })}
                </span>
                <span className="tabular-nums text-secondary">{formatClock(material?.duration ?? 0)}</span>
              </li>
            );
          })}
        </ol>
      </section>
      {rules.length > 0 && (
        <section className="flex flex-col gap-2">
          <h3 className={heading}>{t('music.detail.rules')}</h3>
          <ul className="flex flex-col gap-1 text-sm text-default">
            {rules.map((rule, index) => {
              const id = Number(rule.textTemplateId);
              const name = (rule.refLabels as Record<string, string> | undefined)?.textTemplateId;
              const summary = ruleSummary(rule, templates.get(id) ?? (name ? { name, language: '' } : null));
              return <li key={String(rule.id ?? index)}>{t(summary.key, summary.params)}</li>;
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
