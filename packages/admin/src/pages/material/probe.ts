/**
 * What the browser works out about a file before it is uploaded, sent beside it so the server needs no decoder
 * and no image library:
 * - audio: decoded with the Web Audio API (an OfflineAudioContext: no sound device, no user gesture) → duration
 *   and PEAK_BUCKETS peaks (the largest absolute sample of any channel per bucket, 0..1);
 * - images: width/height and, for raster images larger than THUMB_MAX px, a WebP thumbnail drawn on a canvas.
 *   Thumbnails are made here rather than on the server: the browser already decodes every format we accept, and
 *   a server image library (sharp, a native binary) would be the heaviest dependency of the project for one job.
 *   SVG gets none (it scales; the server reads its size from the markup);
 * - video: the duration from a <video> element's metadata.
 * Any failure gives an empty probe: the upload goes on, and the server judges the bytes anyway.
 */
import { MATERIAL_ACCEPT, type MaterialKind, type MaterialUploadMeta, THUMBNAIL_SIDE } from '@soundboard/contract';

export const PEAK_BUCKETS = 800;
export const THUMB_MAX = THUMBNAIL_SIDE;

export interface Probe {
  kind?: MaterialKind;
  duration?: number;
  peaks?: number[];
  width?: number;
  height?: number;
  thumbnail?: Blob;
}

/** The kind a file claims by its type or extension (a hint for probing; the server decides). */
export function guessKind(file: Pick<File, 'name' | 'type'>): MaterialKind | undefined {
  const major = file.type.split('/')[0];
  if (major === 'image' || major === 'audio' || major === 'video') return major;
  if (file.type === 'application/pdf') return 'document';
  const extension = `.${file.name.split('.').pop()?.toLowerCase() ?? ''}`;
  return (Object.keys(MATERIAL_ACCEPT) as MaterialKind[]).find((kind) => MATERIAL_ACCEPT[kind].includes(extension));
}

/** The largest absolute sample per bucket over all channels, rounded to 3 decimals (a small JSON array). */
export function peaksOf(channels: readonly Float32Array[], buckets = PEAK_BUCKETS): number[] {
  const length = channels[0]?.length ?? 0;
  if (length === 0) return [];
  const count = Math.min(buckets, length);
  const peaks: number[] = [];
  for (let bucket = 0; bucket < count; bucket++) {
    const start = Math.floor((bucket * length) / count);
    const end = Math.floor(((bucket + 1) * length) / count);
    let peak = 0;
    for (const channel of channels) {
      for (let index = start; index < end; index++) {
        const sample = Math.abs(channel[index] ?? 0);
        if (sample > peak) peak = sample;
      }
    }
    peaks.push(Math.round(Math.min(1, peak) * 1000) / 1000);
  }
  return peaks;
}

async function probeAudio(file: File): Promise<Probe> {
  // The context's own rate only sets the decoded rate; one frame is enough to decode with.
  const context = new OfflineAudioContext(1, 1, 44_100);
  const audio = await context.decodeAudioData(await file.arrayBuffer());
  const channels = Array.from({ length: audio.numberOfChannels }, (_, index) => audio.getChannelData(index));
  return { duration: audio.duration, peaks: peaksOf(channels) };
}

/** The size a thumbnail is drawn at: the longer side THUMB_MAX, the ratio kept. */
export function thumbSize(width: number, height: number): { width: number; height: number } {
  const scale = THUMB_MAX / Math.max(width, height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function probeImage(file: File): Promise<Probe> {
  if (file.type === 'image/svg+xml' || file.name.toLowerCase().endsWith('.svg')) return {};
  const bitmap = await createImageBitmap(file);
  const { width, height } = bitmap;
  if (Math.max(width, height) <= THUMB_MAX) {
    bitmap.close();
    return { width, height };
  }
  const size = thumbSize(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const thumbnail = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.8));
  return { width, height, ...(thumbnail ? { thumbnail } : {}) };
}

function probeVideo(file: File): Promise<Probe> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.preload = 'metadata';
  video.muted = true;
  return new Promise<Probe>((resolve) => {
    video.onloadedmetadata = () => resolve(Number.isFinite(video.duration) ? { duration: video.duration } : {});
    video.onerror = () => resolve({});
    video.src = url;
  }).finally(() => {
    video.removeAttribute('src');
    URL.revokeObjectURL(url);
  });
}

const probes: Partial<Record<MaterialKind, (file: File) => Promise<Probe>>> = {
  audio: probeAudio,
  image: probeImage,
  video: probeVideo,
};

export async function probe(file: File): Promise<Probe> {
  const kind = guessKind(file);
  const run = kind ? probes[kind] : undefined;
  if (!kind || !run) return kind ? { kind } : {};
  try {
    return { kind, ...(await run(file)) };
  } catch {
    return { kind };
  }
}

/** What travels beside a file: the probe's duration and peaks (and the category), and the thumbnail. */
export async function uploadExtras(
  file: File,
  categoryId: number | null = null,
): Promise<{ meta: MaterialUploadMeta; thumbnail: Blob | undefined }> {
  const found = await probe(file);
  const meta: MaterialUploadMeta = {
    ...(categoryId !== null ? { categoryId } : {}),
    ...(found.duration !== undefined ? { duration: Math.round(found.duration * 1000) / 1000 } : {}),
    ...(found.peaks?.length ? { peaks: found.peaks } : {}),
  };
  return { meta, thumbnail: found.thumbnail };
}
