/**
 * Advertisements (/store/decoration/advertisement): the ads and their positions as two tabs over the generic
 * resource screens, the tab kept in the URL (?tab=positions; the ads are the default, so the store home's
 * `?enabled=true` opens the ads filtered). The ad list shows the picture, the schedule state and the
 * click-through rate (./ads/ad-cells.tsx); its form draws the link's kind and target as one LinkField.
 */
import { adPosition, advertisement } from '@soundboard/contract';
import { Tabs } from '@soundboard/ui/navigation/tabs.tsx';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../../i18n/use-t';
import { useResourceLabels } from '../../resource/labels';
import { ResourceScreen } from '../../resource/resource-screen';
import type { PageProps } from '../../routes/types';
import { PublishedAt } from '../content/article-list-cells';
import { AdClicks, AdPicture, AdPosition, AdSchedule } from './ads/ad-cells';
import { AD_FORM } from './ads/ad-form';

const TABS = ['ads', 'positions'] as const;
type AdTab = (typeof TABS)[number];

const tabOf = (search: string): AdTab => (new URLSearchParams(search).get('tab') === 'positions' ? 'positions' : 'ads');

export default function AdvertisementPage({ route }: PageProps) {
  const t = useT();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const tab = tabOf(search);
  const title = t(route.titleKey);
  const positions = useResourceLabels(adPosition);
  return (
    <Tabs
      aria-label={title}
      selectedKey={tab}
      onSelectionChange={(key) => navigate(key === 'positions' ? `${location}?tab=positions` : location)}
      items={TABS.map((id) => ({
        id,
        title: t(`ads.tab.${id}`),
        content:
          id !== tab ? null : id === 'ads' ? (
            <ResourceScreen
              def={advertisement}
              title={title}
              cells={{
                positionId: (row) => <AdPosition row={row} />,
                image: (row) => <AdPicture row={row} />,
                startsAt: (row) => <PublishedAt value={row.startsAt} />,
                endsAt: (row) => <PublishedAt value={row.endsAt} />,
                enabled: (row) => <AdSchedule row={row} />,
                clickCount: (row) => <AdClicks row={row} />,
              }}
              form={AD_FORM}
            />
          ) : (
            <ResourceScreen def={adPosition} title={positions.title} />
          ),
      }))}
    />
  );
}
