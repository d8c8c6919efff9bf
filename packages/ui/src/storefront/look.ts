/**
 * The storefront's own colours. What customers see does not follow the admin's light/dark theme (the phone
 * frame's chrome does; the page inside keeps these), so blocks use fixed neutrals and the page's theme colour,
 * which StorefrontPage sets (theme-vars.ts); a block rendered alone falls back to the default blue.
 */
export const look = {
  text: 'text-[#1d2129]',
  muted: 'text-[#4e5969]',
  faint: 'text-[#5c6470]',
  card: 'bg-white',
  fill: 'bg-[#f2f3f5]',
  line: 'border-[#e5e6eb]',
  /** Accents: prices, the open badge. */
  theme: 'text-[var(--sf-theme-text,#165dff)]',
  themeBg: 'bg-[var(--sf-theme,#165dff)] text-[var(--sf-on-theme,#ffffff)]',
  themeBorder: 'border-[var(--sf-theme,#165dff)]',
} as const;
