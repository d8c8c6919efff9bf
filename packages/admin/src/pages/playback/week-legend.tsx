/** The playlists of the shown week with the colour the week view gives each, and what a hatched block means. */
import { useT } from '../../i18n/use-t';
import type { WeekLegendItem } from './week-model';

export function WeekLegend({ items, swatch }: { items: WeekLegendItem[]; swatch: (colorIndex: number) => string }) {
  const t = useT();
  return (
    <section aria-labelledby="week-legend" className="flex flex-col gap-1">
      <h2 id="week-legend" className="text-sm font-semibold text-default">
        {t('playback.legend')}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-secondary">{t('playback.legendEmpty')}</p>
      ) : (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-default">
          {items.map((item) => (
            <li key={item.musicTemplateId} className="flex items-center gap-2">
              <span aria-hidden className={`inline-block size-3 rounded-sm ${swatch(item.colorIndex)}`} />
              {item.title}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
