import '../packages/ui/src/styles.css';
import { applyThemeColor, applyThemeMode, type ThemeMode } from '@soundboard/tokens';
import type { Decorator, Preview } from '@storybook/react-vite';
import { UiLocaleProvider } from '../packages/ui/src/i18n/locale-provider';
import { globalTypes, initialGlobals } from './globals';

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
    // Every story's axe check fails the test run on any violation of WCAG 2.2 A/AA (with 2.0 and 2.1) or axe's
    // best practices. runOnly by tag also turns on the rules axe leaves off by default, such as target-size.
    a11y: {
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      },
    },
    backgrounds: { disable: true },
  },
};

export default preview;
