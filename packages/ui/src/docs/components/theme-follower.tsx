/**
 * Docs pages without a story never run the preview's decorator, so the toolbar's theme, theme colour and locale
 * would not reach them: this applies them the same way (on load and whenever the toolbar changes them). It also
 * paints the story canvases of the page with the theme's surface, so a dark story is not drawn on Storybook's white.
 */
import { applyThemeColor, applyThemeMode, type ThemeMode } from '@soundboard/tokens';
import { type Context, useContext, useLayoutEffect } from 'react';
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

const CANVAS_STYLE = '.sbdocs .docs-story { background-color: var(--sb-bg-surface); color: var(--sb-text-default); }';

/**
 * The page passes addon-docs' DocsContext (`import { DocsContext } from '@storybook/addon-docs/blocks'`): the
 * kit's browser tests pre-bundle only what components import, and Storybook's docs blocks are for docs pages only.
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
  return <style>{CANVAS_STYLE}</style>;
}
