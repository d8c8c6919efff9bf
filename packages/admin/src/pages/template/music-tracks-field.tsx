/**
 * The playlist's tracks: the kit PlaylistEditor over the `tracks` lines (reorder by drag or keyboard, weights
 * when the order is weighted, the running total less the crossfades), each track named and drawn from its audio
 * material in the library; Add opens the library's picker for audio, several at once. The server's issues of a
 * track ("tracks.2.materialId") are said below the list with the track's position and name.
 */
import { useStore } from '@nanostores/react';
import { PlaylistEditor } from '@soundboard/ui/playback/playlist-editor.tsx';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { trackMaterial } from '../../api/music-templates';
import { useT } from '../../i18n/use-t';
import { $locale } from '../../stores/locale';
import { MusicPreviewOrderPanel } from './music-preview-order-panel';
import {
  linesFrom,
  type MaterialFacts,
  materialIdOf,
  type TrackLine,
  tracksOf,
  withMaterials,
} from './music-track-lines';

const LibraryPicker = lazy(() => import('../material/library-picker'));

/** The most tracks a playlist takes (the contract's line set max). */
const MAX_TRACKS = 200;

/**
 * The materials of these ids: those the record carried, the others as they arrive from the library (unread ones
 * are simply not there yet).
 */
function useTrackMaterials(
  ids: readonly number[],
  known: ReadonlyMap<number, MaterialFacts>,
): ReadonlyMap<number, MaterialFacts> {
  const [materials, setMaterials] = useState<ReadonlyMap<number, MaterialFacts>>(() => new Map(known));
  const wanted = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
  const missing = wanted.filter((id) => !materials.has(id)).join(',');
  useEffect(() => {
    let live = true;
    for (const id of missing ? missing.split(',').map(Number) : []) {
      trackMaterial(id).then(
        (material) => live && setMaterials((now) => new Map(now).set(id, material)),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [missing]);
  return materials;
}

export interface MusicTracksFieldProps {
  lines: TrackLine[];
  onChange: (lines: TrackLine[]) => void;
  showWeights: boolean;
  crossfadeSeconds: number;
  readOnly: boolean;
  /** The saved tracks' materials, as the record carried them. */
  known: ReadonlyMap<number, MaterialFacts>;
  /** What the order preview needs beside the tracks: the play order and the announcement rules. */
  preview: { order: string; rules: readonly Record<string, unknown>[] };
  /** Issues of single tracks: '2.materialId' -> message. */
  errors: Record<string, string>;
  /** An issue of the list as a whole (an active playlist without tracks). */
  error?: string | undefined;
}

export function MusicTracksField({
  lines,
  onChange,
  showWeights,
  crossfadeSeconds,
  readOnly,
  known,
  preview,
  errors,
  error,
}: MusicTracksFieldProps) {
  const t = useT();
  const locale = useStore($locale);
  const [picking, setPicking] = useState(false);
  const materialIds = useMemo(() => lines.map(materialIdOf), [lines]);
  const materials = useTrackMaterials(materialIds, known);
  const tracks = tracksOf(lines, materials, (id) => t('music.tracks.material', { id }));
  const trackIssues = Object.entries(errors).map(([path, message]) => {
    const index = Number(path.split('.')[0]);
    const title = tracks[index]?.title ?? '';
    return { path, text: t('music.tracks.issue', { n: index + 1, title, message }) };
  });
  const room = MAX_TRACKS - lines.length;
  return (
    <div className="flex flex-col gap-3">
      <PlaylistEditor
        tracks={tracks}
        onChange={(next) => onChange(linesFrom(lines, next))}
        showWeights={showWeights}
        crossfadeSeconds={crossfadeSeconds}
        locale={locale}
        readOnly={readOnly}
        {...(readOnly || room <= 0 ? {} : { onAdd: () => setPicking(true) })}
      />
      <MusicPreviewOrderPanel tracks={tracks} order={preview.order} rules={preview.rules} />
      {(error || trackIssues.length > 0) && (
        <ul role="alert" className="flex flex-col gap-1 text-sm text-danger-text">
          {error && <li>{error}</li>}
          {trackIssues.map((issue) => (
            <li key={issue.path}>{issue.text}</li>
          ))}
        </ul>
      )}
      {picking && (
        <Suspense fallback={null}>
          <LibraryPicker
            kind="audio"
            max={room}
            exclude={materialIds}
            onClose={() => setPicking(false)}
            onChoose={(ids) => {
              setPicking(false);
              onChange(withMaterials(lines, ids));
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
