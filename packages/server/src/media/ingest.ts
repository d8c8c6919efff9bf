/**
 * Reading an upload (POST /materials, /materials/:id/replace, the old POST /files): multipart with `file`, an
 * optional `meta` JSON (contract materialUploadMetaSchema) and an optional `thumbnail` the browser drew for an
 * image. The file is judged by its bytes, SVG must be inert, and each kind has its size limit from the
 * configuration. Nothing is stored here: the callers store after they have decided.
 */
import {
  MATERIAL_LIMIT_KEYS,
  type MaterialKind,
  type MaterialUploadMeta,
  materialUploadMetaSchema,
  ResultCode,
  translate,
} from '@soundboard/contract';
import type { Context } from 'hono';
import { fieldError } from '../domains/issues';
import type { AppDeps, AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { parseWith } from '../http/validate';
import { configValue } from '../settings/config-store';
import { imageSize, type Size } from './image-size';
import { type Sniffed, sniff } from './sniff';
import { svgIsUnsafe } from './svg';

export const THUMBNAIL_MAX_BYTES = 256 * 1024;
const THUMBNAIL_MIMES = ['image/png', 'image/jpeg', 'image/webp'];
const MiB = 1024 * 1024;

export interface Upload extends Sniffed {
  bytes: Uint8Array;
  /** The file's own name without any path. */
  fileName: string;
  size: Size | null;
  meta: MaterialUploadMeta;
  thumbnail: Uint8Array | null;
}

/** A kind's size limit in bytes, from the configuration (group `media`). */
export async function kindLimit(deps: AppDeps, kind: MaterialKind): Promise<number> {
  return (await configValue(deps, MATERIAL_LIMIT_KEYS[kind])) * MiB;
}

function baseName(name: string): string {
  const base = name.split(/[/\\]/).pop()?.trim() ?? '';
  return base.slice(0, 120) || 'file';
}

function metaOf(c: Context<AppEnv>, raw: unknown): MaterialUploadMeta {
  if (raw === undefined) return {};
  if (typeof raw !== 'string') throw fieldError(c, 'meta', 'validation.type');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw fieldError(c, 'meta', 'validation.type');
  }
  return parseWith(c, materialUploadMetaSchema, parsed);
}

async function thumbnailOf(c: Context<AppEnv>, raw: unknown): Promise<Uint8Array | null> {
  if (raw === undefined) return null;
  if (!(raw instanceof File) || raw.size > THUMBNAIL_MAX_BYTES) throw fieldError(c, 'thumbnail', 'material.thumbnail');
  const bytes = new Uint8Array(await raw.arrayBuffer());
  const mime = sniff(bytes)?.mime ?? '';
  if (!THUMBNAIL_MIMES.includes(mime)) throw fieldError(c, 'thumbnail', 'material.thumbnail');
  return bytes;
}

export async function readUpload(c: Context<AppEnv>, options: { imageOnly?: boolean } = {}): Promise<Upload> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw new ApiError(ResultCode.UnsupportedMediaType);
  const form = await c.req.parseBody().catch(() => {
    throw fieldError(c, 'file', 'material.missing');
  });
  const { file, meta, thumbnail, ...rest } = form;
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) throw fieldError(c, unknown, 'validation.unknownField');
  if (!(file instanceof File) || file.size === 0) throw fieldError(c, 'file', 'material.missing');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniff(bytes);
  if (!sniffed || (options.imageOnly && sniffed.kind !== 'image')) {
    throw new ApiError(ResultCode.UnsupportedMediaType, options.imageOnly ? 'material.imageOnly' : 'material.type');
  }
  if (sniffed.mime === 'image/svg+xml' && svgIsUnsafe(bytes)) {
    throw new ApiError(ResultCode.UnsupportedMediaType, 'material.svgUnsafe');
  }
  const limit = await kindLimit(c.var.deps, sniffed.kind);
  if (bytes.length > limit) {
    throw new ApiError(ResultCode.PayloadTooLarge, 'material.tooLarge', null, {
      kind: translate(c.var.locale, `material.kind.${sniffed.kind}`),
      limit: String(limit / MiB),
    });
  }
  const parsedMeta = metaOf(c, meta);
  // Duration belongs to audio and video, peaks to audio, a thumbnail to raster images: others are dropped.
  const timed = sniffed.kind === 'audio' || sniffed.kind === 'video';
  const { duration, peaks, ...plain } = parsedMeta;
  return {
    ...sniffed,
    bytes,
    fileName: baseName(file.name),
    size: sniffed.kind === 'image' ? imageSize(bytes, sniffed.mime) : null,
    meta: {
      ...plain,
      ...(timed && duration !== undefined ? { duration } : {}),
      ...(sniffed.kind === 'audio' && peaks ? { peaks } : {}),
    },
    thumbnail: sniffed.kind === 'image' && sniffed.mime !== 'image/svg+xml' ? await thumbnailOf(c, thumbnail) : null,
  };
}
