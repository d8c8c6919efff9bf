/**
 * The storefront's own colours, as classes over the CSS variables of look.css: light or dark by the element's
 * look (data-sf-look), not by the admin's theme. Each falls back to its light value where look.css is not loaded.
 * Accents come from the page's theme colour, which StorefrontShell sets (theme-vars.ts); a block rendered alone
 * falls back to the default blue.
 */
import { contrastRatio } from '@soundboard/tokens';

export const look = {
  text: 'text-[var(--sf-text,#1d2129)]',
  muted: 'text-[var(--sf-muted,#4e5969)]',
  faint: 'text-[var(--sf-faint,#5c6470)]',
  card: 'bg-[var(--sf-card,#ffffff)]',
  fill: 'bg-[var(--sf-fill,#f2f3f5)]',
  line: 'border-[var(--sf-line,#e5e6eb)]',
  /** Dividers between list rows. */
  divide: 'divide-[var(--sf-line,#e5e6eb)]',
  /** Accents: prices, links, the open badge, the active tab. */
  theme: 'text-[var(--sf-theme-text,#165dff)]',
  themeBg: 'bg-[var(--sf-theme,#165dff)] text-[var(--sf-on-theme,#ffffff)]',
  themeBorder: 'border-[var(--sf-theme,#165dff)]',
} as const;

/** What an element's colours follow: pinned light or dark, or the document's (the visitor's device). */
export type StorefrontLook = 'light' | 'dark' | 'device';

/** A page's default colours (its background, its navigation bar and the bar's text), as in light. */
export const LIGHT_PAGE = { background: '#f7f8fa', bar: '#ffffff', barText: '#1d2129' } as const;

/** The look's own light colours by what they paint, each as the variable that turns with the look (look.css). */
const OWN_COLOURS = {
  background: { '#f7f8fa': '--sf-page', '#ffffff': '--sf-card', '#f2f3f5': '--sf-fill' },
  line: { '#e5e6eb': '--sf-line', '#c9cdd4': '--sf-line-strong' },
  text: { '#1d2129': '--sf-text', '#4e5969': '--sf-muted', '#5c6470': '--sf-faint', '#b34d00': '--sf-notice' },
} as const satisfies Record<string, Record<string, string>>;

/**
 * look.css's dark values that code must compute with (look.test.ts holds them to look.css): the page a chosen
 * text colour must read on, the lightest surface accent text stands on (theme-vars.ts), and the text colour.
 */
export const DARK_LOOK = { page: '#17171a', fill: '#2e2e30', text: '#e9e9eb' } as const;

/**
 * A page, bar or block colour left at one of the look's own (the defaults, the demo's white cards, its grey
 * footer text) as the variable that turns with the look; undefined for any other colour, which staff chose.
 */
export function ownColourOf(color: string, paints: keyof typeof OWN_COLOURS): string | undefined {
  const light = color.toLowerCase();
  const name = (OWN_COLOURS[paints] as Record<string, string>)[light];
  return name && `var(${name},${light})`;
}

/**
 * A text colour as drawn on the page's own background: the look's own colours turn with it; another colour staff
 * chose is kept, except in the dark look where it does not read on the dark page (4.5:1), which takes the dark
 * look's text colour instead. Inside a block on a light colour staff chose (pinned light) it is always kept.
 */
export function textColour(color: string): string {
  const own = ownColourOf(color, 'text');
  if (own) return own;
  return contrastRatio(color, DARK_LOOK.page) >= 4.5 ? color : `light-dark(${color}, var(--sf-text,${DARK_LOOK.text}))`;
}

/** The look that reads on a colour staff chose: its text and lines are drawn for that background. */
export function lookOn(background: string): StorefrontLook {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, LIGHT_PAGE.barText) ? 'dark' : 'light';
}
