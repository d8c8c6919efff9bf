/**
 * The row of figures: sales today and this month (fen, shown as CNY), then the counts of what waits for someone,
 * each a link to its list filtered to exactly those records.
 */
import type { WorkplaceFigures } from '@soundboard/contract';
import { Statistic } from '@soundboard/ui/data-display/statistic.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { ChevronRight } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { FIGURES, type FigureSpec } from './figure-links';

const tile = 'flex h-full flex-col rounded-lg bg-surface p-4 sm:px-5';
// The kit's Link brings the focus ring; the tile replaces its text-link colour, radius and underline.
const linkTile =
  'group border border-transparent text-default data-hovered:border-primary-border data-hovered:no-underline';
// Money takes two columns of four (a phone: two of two): "CN¥1,279,062.00" does not fit a sixth of 1440 px.
const cell = (spec: FigureSpec) => (spec.money ? 'col-span-2' : '');
const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4';

function Figure({ spec, value }: { spec: FigureSpec; value: number }) {
  const t = useT();
  const statistic = (
    <Statistic
      title={t(spec.titleKey)}
      value={value}
      {...(spec.money ? { currency: 'CNY' } : {})}
      className="[&_[data-slot=value]]:text-2xl"
    />
  );
  if (!spec.href) return <div className={tile}>{statistic}</div>;
  return (
    <Link href={spec.href} className={`${tile} ${linkTile}`} data-figure={spec.key}>
      {statistic}
      <span className="mt-auto flex items-center gap-0.5 pt-1 text-sm text-primary-text group-hover:underline">
        {t('workplace.figure.open')}
        <ChevronRight aria-hidden="true" className="size-3.5" />
      </span>
    </Link>
  );
}

export function Figures({ figures }: { figures: WorkplaceFigures }) {
  const t = useT();
  return (
    <ul aria-label={t('workplace.figures')} className={grid}>
      {FIGURES.map((spec) => (
        <li key={spec.key} className={cell(spec)}>
          <Figure spec={spec} value={figures[spec.key] as number} />
        </li>
      ))}
    </ul>
  );
}

export function FiguresLoading() {
  return (
    <div className={grid}>
      {FIGURES.map((spec) => (
        <div key={spec.key} className={`${tile} ${cell(spec)}`}>
          <Skeleton rows={2} lineHeight={20} />
        </div>
      ))}
    </div>
  );
}
