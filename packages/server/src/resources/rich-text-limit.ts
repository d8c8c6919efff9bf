/**
 * Writes of a resource with a richText field carry a body far larger than the usual 64 KiB JSON limit (an
 * article with tables and many paragraphs). Which requests those are is derived from the definitions — the create
 * (POST <path>) and the update (PUT <path>/:id) of each such resource — so a new rich-text resource needs no line
 * in app.ts and no other path gets the larger limit.
 */
import { operationAllowed, RESOURCES, type ResourceDef } from '@soundboard/contract';

export const RICH_TEXT_BODY_MAX_BYTES = 1024 * 1024;

const escapeRegExp = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** method -> full path patterns (under /behind) whose bodies may be rich text. */
export function richTextWritePaths(defs: readonly ResourceDef[], base = '/behind'): Record<'POST' | 'PUT', RegExp[]> {
  const out: Record<'POST' | 'PUT', RegExp[]> = { POST: [], PUT: [] };
  for (const def of defs) {
    if (!Object.values(def.fields).some((field) => field.type === 'richText')) continue;
    const path = escapeRegExp(`${base}${def.path}`);
    if (operationAllowed(def, 'create')) out.POST.push(new RegExp(`^${path}$`));
    if (operationAllowed(def, 'update')) out.PUT.push(new RegExp(`^${path}/[0-9]+$`));
  }
  return out;
}

const SERVED_PATHS = richTextWritePaths(Object.values(RESOURCES));

/**
 * A domain route outside the framework that takes rich text (a staff reply in a thread) registers its own
 * pattern here, beside its route, when its module loads.
 */
export function acceptRichTextBody(method: 'POST' | 'PUT', pattern: RegExp): void {
  SERVED_PATHS[method].push(pattern);
}

/** Whether this request writes a record with rich text (and so may send up to RICH_TEXT_BODY_MAX_BYTES). */
export function isRichTextWrite(method: string, path: string): boolean {
  const patterns = method === 'POST' || method === 'PUT' ? SERVED_PATHS[method] : [];
  return patterns.some((pattern) => pattern.test(path));
}
