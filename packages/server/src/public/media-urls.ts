/**
 * Stored rich text names media by material id only (contract content/rich-text.ts); readers of the public API get
 * them as URLs of GET /public/files/:id. One rewrite for articles and the forum, so both show media the same way.
 */
import { MATERIAL_ATTRIBUTE, PUBLIC_PATH } from '@soundboard/contract';

/** The public URL of a material's bytes. */
export const publicFileUrl = (id: number | string) => `${PUBLIC_PATH}/files/${id}`;

// The sanitiser writes `<img data-material-id="12" …>` / `<audio data-material-id="7" …>`: a digits-only id.
const MEDIA = new RegExp(`<(img|audio)\\b([^>]*?)\\s${MATERIAL_ATTRIBUTE}="(\\d+)"`, 'g');

/**
 * Sanitised HTML with each image and audio given `src="/public/files/<id>"` (the id attribute stays); the
 * storefront passes its own file URL.
 */
export function withPublicMediaUrls(html: string, fileUrl: (id: string) => string = publicFileUrl): string {
  return html.replace(MEDIA, (_match, tag: string, before: string, id: string) => {
    return `<${tag}${before} src="${fileUrl(id)}" ${MATERIAL_ATTRIBUTE}="${id}"`;
  });
}
