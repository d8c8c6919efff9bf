/**
 * The playlist's "Preview order": a toggle that lists the first 10 tracks its order gives, with the every-N-tracks
 * announcements between them (timed rules depend on the clock and are only mentioned). Shuffle and weighted
 * orders are one example each; "Another example" draws the next (a new seed, deterministic per press).
 */

import { seededRandom } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { ListOrdered, Megaphone, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { type OrderTrack, previewOrder, withAnnouncements } from './music-preview-order';
import { languageTag } from './music-rule-summary';
import { useRuleTemplates } from './music-rule-templates';

const COUNT = 10;

export interface MusicPreviewOrderPanelProps {
  tracks: readonly OrderTrack[];
  order: string;
  rules: readonly Record<string, unknown>[];
}

export function MusicPreviewOrderPanel({ tracks, order, rules }: MusicPreviewOrderPanelProps) {
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [seed, setSeed] = useState(1);
  const templates = useRuleTemplates(open ? rules.map((rule) => Number(rule.textTemplateId)) : []);
  if (tracks.length === 0) return null;
  const everyTracks = rules
    .filter((rule) => rule.kind === 'everyTracks' && typeof rule.every === 'number' && rule.every > 0)
    .map((rule) => {
      const template = templates.get(Number(rule.textTemplateId));
      return {
        every: rule.every as number,
        title: template ? `${template.name} (${languageTag(template.language)})` : t('music.preview.announcement'),
      };
    });
  const timed = rules.some((rule) => rule.kind === 'everyMinutes' || rule.kind === 'atTimes');
  const random = order === 'sequential';
  const entries = open ? withAnnouncements(previewOrder(tracks, order, COUNT, seededRandom(seed)), everyTracks) : [];
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          icon={<ListOrdered />}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onPress={() => setOpen((now) => !now)}
        >
          {open ? t('music.preview.hide') : t('music.preview.show')}
        </Button>
        {open && !random && (
          <Button size="sm" variant="text" icon={<RefreshCw />} onPress={() => setSeed((now) => now + 1)}>
            {t('music.preview.again')}
          </Button>
        )}
      </div>
      {open && (
        <section
          id={panelId}
          aria-label={t('music.preview.title')}
          className="flex flex-col gap-2 rounded-md bg-fill-1 p-3"
        >
          <p className="text-sm text-secondary">
            {random ? t('music.preview.sequential') : t('music.preview.example')}
          </p>
          {timed && <p className="text-sm text-secondary">{t('music.preview.timed')}</p>}
          <ol className="flex flex-col gap-1 text-sm text-default">
            {entries.map((entry) =>
              entry.kind === 'track' ? (
                <li key={`t${entry.position}`} className="flex gap-2">
                  <span className="w-6 shrink-0 text-right tabular-nums text-secondary">{entry.position}.</span>
                  <span className="min-w-0 truncate">{entry.track.title}</span>
                </li>
              ) : (
                <li key={`a${entry.afterTrack}:${entry.title}`} className="flex items-center gap-2 text-primary-text">
                  <Megaphone aria-hidden className="ml-8 size-3.5 shrink-0" />
                  <span className="min-w-0 truncate">{t('music.preview.announces', { title: entry.title })}</span>
                </li>
              ),
            )}
          </ol>
        </section>
      )}
    </div>
  );
}
