/**
 * Music templates (/template/music): the playlists' list from the musicTemplate definition — search by name,
 * the `music` category and status filters, the number of tracks and the total duration (h:mm:ss) — with New
 * and Edit on the editor's own pages (/template/music/add, /template/music/edit/:id) and delete per row; the
 * detail names the tracks and says what each announcement rule does.
 */
import { musicTemplate } from '@soundboard/contract';
import { formatClock } from '@soundboard/ui/playback/playlist-total.ts';
import { useT } from '../../i18n/use-t';
import type { ResourceRecord } from '../../resource/api';
import { ResourceScreen } from '../../resource/resource-screen';
import { screenHref } from '../../resource/screen-href';
import type { PageProps } from '../../routes/types';
import { MusicTemplateDetail } from './music-template-detail';

const totalTime = (row: ResourceRecord) => (
  <span className="tabular-nums">{formatClock(Number(row.totalSeconds ?? 0))}</span>
);

const PAGES = {
  add: screenHref('MusicTemplateAdd'),
  edit: (id: number) => screenHref('MusicTemplateEdit', { id }),
};

export default function MusicTemplateListPage({ route }: PageProps) {
  const t = useT();
  return (
    <ResourceScreen
      def={musicTemplate}
      title={t(route.titleKey)}
      pages={PAGES}
      cells={{
        totalSeconds: totalTime,
        trackCount: (row) => <span className="tabular-nums">{Number(row.trackCount ?? 0)}</span>,
      }}
      detail={{
        values: { totalSeconds: totalTime },
        sections: (record) => <MusicTemplateDetail record={record} />,
      }}
    />
  );
}
