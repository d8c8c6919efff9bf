/**
 * The accessibility bar of the kit's stories and of the app's screens: every rule of WCAG 2.2 A/AA (with 2.0 and
 * 2.1) and axe's best practices. Running by tag also turns on the rules axe leaves off by default, such as
 * target-size. Read by the stories' axe check (preview.tsx) and the e2e walk over every screen.
 */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
