/**
 * Where a storefront element leads (an ad, a carousel slide, a notice): a product, an article, a storefront page
 * or an external https URL. The shape is checked here; that the product or article exists is the server's part
 * (it answers the same message keys).
 */
import * as v from 'valibot';

export const LINK_KINDS = ['product', 'article', 'page', 'url'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** The storefront's own pages a link may open (target of kind 'page'). */
export const STOREFRONT_PAGES = ['home', 'category', 'stores', 'articles', 'mine'] as const;

export interface Link {
  kind: LinkKind;
  target: string;
}

const ID = /^[1-9]\d{0,9}$/;

/** The message key of what is wrong with a link's target for its kind, or null when its shape is right. */
export function linkTargetIssue(kind: LinkKind, target: string): string | null {
  switch (kind) {
    case 'product':
    case 'article':
      return ID.test(target) ? null : 'validation.linkId';
    case 'page':
      return (STOREFRONT_PAGES as readonly string[]).includes(target) ? null : 'validation.linkPage';
    case 'url':
      return isHttpsUrl(target) ? null : 'validation.https';
  }
}

function isHttpsUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
}

export const linkSchema = v.pipe(
  v.strictObject({ kind: v.picklist(LINK_KINDS, 'validation.invalid'), target: v.pipe(v.string(), v.maxLength(500)) }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const issue = linkTargetIssue(dataset.value.kind, dataset.value.target);
    if (issue)
      addIssue({
        message: issue,
        path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'target', value: dataset.value.target }],
      });
  }),
);
