/**
 * Between the playlist's `tracks` lines ({ id?, materialId, weight }) and the kit PlaylistEditor's tracks: a line
 * keeps its identity (lineKey) as the editor's key, so a reorder, a removal or a weight change made there comes
 * back onto the same lines (and their ids, which the server updates in place).
 */
import { keyLines, lineKey } from '../../resource/record-values';

export type TrackLine = Record<string, unknown>;

export interface TrackView {
  key: string;
  title: string;
  durationSeconds: number;
  peaks?: readonly number[];
  weight: number;
}

export interface MaterialFacts {
  name: string;
  duration: number;
  peaks: readonly number[];
}

export const materialIdOf = (line: TrackLine) => Number(line.materialId);

const weightOf = (line: TrackLine) => (typeof line.weight === 'number' && line.weight > 0 ? line.weight : 1);

/** The editor's tracks; `title` names a material not (yet) read by the fallback given. */
export function tracksOf(
  lines: readonly TrackLine[],
  materials: ReadonlyMap<number, MaterialFacts>,
  fallback: (materialId: number) => string,
): TrackView[] {
  return lines.map((line) => {
    const material = materials.get(materialIdOf(line));
    return {
      key: lineKey(line),
      title: material?.name ?? fallback(materialIdOf(line)),
      durationSeconds: material?.duration ?? 0,
      ...(material && material.peaks.length > 0 ? { peaks: material.peaks } : {}),
      weight: weightOf(line),
    };
  });
}

/** The lines in the editor's order and with its weights; a track the editor dropped drops its line. */
export function linesFrom(lines: readonly TrackLine[], tracks: readonly TrackView[]): TrackLine[] {
  const byKey = new Map(lines.map((line) => [lineKey(line), line]));
  const next: TrackLine[] = [];
  for (const track of tracks) {
    const line = byKey.get(track.key);
    if (!line) continue;
    next.push(weightOf(line) === track.weight ? line : { ...line, weight: track.weight });
  }
  return next;
}

/** New lines for materials chosen in the picker, after the others, each with the default weight. */
export function withMaterials(lines: readonly TrackLine[], materialIds: readonly number[]): TrackLine[] {
  return [...lines, ...keyLines(materialIds.map((materialId) => ({ materialId, weight: 1 })))];
}
