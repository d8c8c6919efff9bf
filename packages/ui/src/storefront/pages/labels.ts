/** The translated names the pages show for the contract's codes: product kinds, specification fields. */
import type { StorefrontText } from '../storefront.messages';

/** A product kind's name; an unknown kind shows its code. */
export function kindLabel(kind: string, text: StorefrontText): string {
  const key = `kind.${kind}`;
  return Object.hasOwn(text, key) ? text[key as keyof StorefrontText] : kind;
}

export function specLabel(field: string, text: StorefrontText): string {
  const key = `spec.${field}`;
  return Object.hasOwn(text, key) ? text[key as keyof StorefrontText] : field;
}
