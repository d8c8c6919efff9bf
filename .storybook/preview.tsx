import '../packages/ui/src/styles.css';
import { applyThemeColor, applyThemeMode, type ThemeMode } from '@soundboard/tokens';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { DocsTheme } from '../packages/ui/src/docs/components/theme-follower';
import { UiLocaleProvider } from '../packages/ui/src/i18n/locale-provider';
import { A11Y_TAGS } from './a11y-rules';
import { globalTypes, initialGlobals } from './globals';

// findBy* and waitFor in play functions wait up to 10 s (1 s by default): on a loaded machine a drawer's first
// render took longer than a second in a clean-clone run.
configure({ asyncUtilTimeout: 10_000 });

/** Applies the toolbar's theme, theme colour and locale to the document, as the admin app does. */
const withWorkbenchGlobals: Decorator = (Story, context) => {
  const { theme, themeColor, locale } = context.globals as { theme: ThemeMode; themeColor: string; locale: string };
  applyThemeMode(theme);
  applyThemeColor(themeColor);
  document.documentElement.lang = locale;
  return (
    <UiLocaleProvider locale={locale}>
      <Story />
    </UiLocaleProvider>
  );
};

const preview: Preview = {
  decorators: [withWorkbenchGlobals],
  globalTypes,
  initialGlobals,
  // 'visual': every story gets a screenshot baseline; a story opts out with tags: ['!visual'].
  tags: ['autodocs', 'visual'],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story's axe check fails the test run on any violation of the bar in a11y-rules.ts (WCAG 2.2 AA).
    a11y: { test: 'error', options: { runOnly: { type: 'tag', values: A11Y_TAGS } } },
    backgrounds: { disable: true },
    // Every MDX docs page follows the toolbar's theme, theme colour and locale, and its prose the kit's tokens.
    docs: { components: { wrapper: DocsTheme } },
  },
};

export default preview;
