/**
 * The HTTP body limit of the library's uploads follows the configuration: the largest kind's limit (any kind may
 * arrive at POST /materials), the image limit for the product form's upload, plus room for the multipart framing,
 * the meta JSON and a thumbnail. The ingest then holds each file to its own kind's limit with a translated 413.
 */
import { API_BASE, IMAGE_UPLOAD_PATH, MATERIAL_KINDS, MATERIALS_PATH, ResultCode } from '@soundboard/contract';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../http/env';
import { ApiError } from '../http/errors';
import { fail } from '../http/respond';
import { kindLimit, THUMBNAIL_MAX_BYTES } from './ingest';

const ROOM = THUMBNAIL_MAX_BYTES + 256 * 1024;
const MATERIAL_UPLOAD = new RegExp(`^${API_BASE}${MATERIALS_PATH}(/[^/]+/replace)?$`);

/** The body limit of a library upload path, or undefined for any other path. */
export async function materialUploadLimit(
  path: string,
  deps: AppDeps,
): Promise<ReturnType<typeof bodyLimit> | undefined> {
  let max: number;
  if (path === `${API_BASE}${IMAGE_UPLOAD_PATH}`) max = await kindLimit(deps, 'image');
  else if (MATERIAL_UPLOAD.test(path))
    max = Math.max(...(await Promise.all(MATERIAL_KINDS.map((kind) => kindLimit(deps, kind)))));
  else return undefined;
  return bodyLimit({ maxSize: max + ROOM, onError: (c) => fail(c, new ApiError(ResultCode.PayloadTooLarge)) });
}
