import { Shapes } from 'lucide-react';
import type { BlockProps } from '../block-props';
import { thumbnailUrl } from '../library-sizes';
import { StorefrontLink } from '../links';
import { look } from '../look';
import { Missing } from '../placeholder';
import { choice, id, items, text } from '../props';
import type { LinkValue } from '../types';

const COLUMNS = { '4': 'grid-cols-4', '3': 'grid-cols-3', '5': 'grid-cols-5' } as const;

/** The category page, narrowed to a product kind when the entry names one ('category/<kind>'). */
const categoryLink = (productKind: string): LinkValue => ({
  kind: 'page',
  target: productKind ? `category/${productKind}` : 'category',
});

/** Entries of icons and labels leading to the category page; an entry without a label is left out. */
export function CategoryNavBlock({ block, lookups, mode, text: t, onNavigate }: BlockProps) {
  const entries = items(block.props, 'items').filter((item) => text(item, 'label').trim());
  if (!entries.length) return <Missing mode={mode} icon={Shapes} label={t.noCategories} />;
  const columns = choice(block.props, 'columns', ['4', '3', '5'] as const);
  return (
    <nav aria-label={t.categories}>
      <ul className={`grid gap-x-1 gap-y-3 ${COLUMNS[columns]}`}>
        {entries.map((item, i) => {
          const label = text(item, 'label');
          const materialId = id(item, 'materialId');
          const media = materialId === null ? undefined : lookups.media[materialId];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries are positional (the block's own list, no ids)
            <li key={i}>
              <StorefrontLink
                link={categoryLink(text(item, 'productKind'))}
                onNavigate={onNavigate}
                className="flex flex-col items-center gap-1 rounded-md py-1"
              >
                {media ? (
                  <img src={thumbnailUrl(media.url)} alt="" className="size-11 rounded-full object-cover" />
                ) : (
                  <span
                    aria-hidden
                    className={`flex size-11 items-center justify-center rounded-full text-lg font-semibold ${look.themeBg}`}
                  >
                    {label.slice(0, 1)}
                  </span>
                )}
                <span className={`max-w-full truncate text-xs ${look.text}`}>{label}</span>
              </StorefrontLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
