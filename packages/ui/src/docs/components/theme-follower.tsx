/**
 * Docs pages without a story never run the preview's decorator, so the toolbar's theme, theme colour and locale
 * would not reach them: this applies them the same way (on load and whenever the toolbar changes them). It also
 * paints the docs page with the theme: Storybook draws its prose (headings, paragraphs, lists, tables, inline code,
 * links) in its own light docs theme, which stays white with dark text when the kit turns dark; here the prose
 * takes the kit's surface, text, border and link tokens instead, so it reads in light and dark alike. The docs
 * helpers (DocPanel, `sb-unstyled`) and the story canvases are left to their own styles.
 * .storybook/preview.tsx wraps every docs page in DocsTheme (MDX's `wrapper`), so no page mounts it itself.
 */
import { applyThemeColor, applyThemeMode, type ThemeMode } from '@soundboard/tokens';
import { type Context, type ReactNode, useContext, useLayoutEffect } from 'react';
import type { DocsContextProps } from 'storybook/internal/types';

/** storybook/internal/core-events' UPDATE_GLOBALS, the toolbar's change of a global. */
const UPDATE_GLOBALS = 'updateGlobals';

interface ToolbarGlobals {
  theme?: ThemeMode;
  themeColor?: string;
  locale?: string;
}

function apply(globals: ToolbarGlobals | undefined) {
  if (globals?.theme) applyThemeMode(globals.theme);
  if (globals?.themeColor) applyThemeColor(globals.themeColor);
  if (globals?.locale) document.documentElement.lang = globals.locale;
}

/** The page's prose, outside the docs helpers' panels and the story canvases. */
const PROSE = ':not(.sb-unstyled, .sb-unstyled *, .docs-story *)';

/**
 * Storybook's docs styles set each element's colours with selectors of their own (emotion classes with :not()
 * lists): only !important outranks them without copying their selectors.
 */
export const DOCS_THEME_CSS = [
  '.sbdocs.sbdocs-wrapper { background-color: var(--sb-bg-surface) !important; color: var(--sb-text-default) !important; }',
  `.sbdocs.sbdocs-content :is(h1, h2, h3, h4, h5, h6, p, ul, ol, li, blockquote, strong, em, table, th, td, dt, dd)${PROSE} { color: var(--sb-text-default) !important; border-color: var(--sb-border-default) !important; }`,
  `.sbdocs.sbdocs-content hr${PROSE} { border-color: var(--sb-border-default) !important; }`,
  `.sbdocs.sbdocs-content tr${PROSE} { background-color: var(--sb-bg-surface) !important; border-color: var(--sb-border-default) !important; }`,
  `.sbdocs.sbdocs-content tr:nth-of-type(2n)${PROSE} { background-color: var(--sb-bg-fill-1) !important; }`,
  `.sbdocs.sbdocs-content code${PROSE} { color: var(--sb-text-default) !important; background-color: var(--sb-bg-fill-2) !important; border-color: var(--sb-border-default) !important; }`,
  `.sbdocs.sbdocs-content a${PROSE} { color: var(--sb-primary-text) !important; }`,
  '.sbdocs.sbdocs-preview { border-color: var(--sb-border-default) !important; }',
  '.sbdocs .docs-story { background-color: var(--sb-bg-surface); color: var(--sb-text-default); }',
].join('\n');

/**
 * Follows the toolbar's globals on a docs page and themes its prose. `docsContext` is addon-docs' DocsContext:
 * the kit's browser tests pre-bundle only what components import, and Storybook's docs blocks are for docs pages
 * only, so the caller passes it in.
 */
export function ThemeFollower({ docsContext }: { docsContext: Context<DocsContextProps> }) {
  const context = useContext(docsContext);
  useLayoutEffect(() => {
    // The docs context's story store holds the globals in effect (not part of its typed interface).
    const store = (context as unknown as { store?: { userGlobals?: { get(): ToolbarGlobals } } }).store;
    apply(store?.userGlobals?.get());
    // The toolbar's changes (not GLOBALS_UPDATED: a story framed on the page, `inline: false`, reports its own
    // globals through the same channel, and would switch this page back to its defaults).
    const onUpdate = ({ globals }: { globals: ToolbarGlobals }) => apply(globals);
    context.channel.on(UPDATE_GLOBALS, onUpdate);
    return () => context.channel.off(UPDATE_GLOBALS, onUpdate);
  }, [context]);
  return <style>{DOCS_THEME_CSS}</style>;
}

/** Every MDX docs page's wrapper (.storybook/preview.tsx, parameters.docs.components.wrapper). */
export function DocsTheme({ children }: { children?: ReactNode }) {
  // addon-docs keeps its DocsContext on globalThis (`__DOCS_CONTEXT__`, so that two copies of the blocks share
  // one context): reading it there spares the preview an import of the docs blocks, which every story test loads.
  // Read when a page renders: the blocks load with the docs renderer, after the preview.
  const docsContext = (globalThis as { __DOCS_CONTEXT__?: Context<DocsContextProps> }).__DOCS_CONTEXT__;
  return (
    <>
      {docsContext && <ThemeFollower docsContext={docsContext} />}
      {children}
    </>
  );
}
