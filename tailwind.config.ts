/**
 * The one Tailwind config. Tailwind v4 reads it only because each entry CSS says `@config` (see
 * packages/ui/src/styles.css); colours, type, radius and shadows live in packages/tokens/src/theme.css as `@theme`.
 * What belongs here is what CSS-first config cannot say as plainly: which files hold class names,
 * the dark variant keyed on our data-theme attribute, and the app's breakpoints.
 */
import type { Config } from 'tailwindcss';

export default {
  content: ['./packages/ui/src/**/*.{ts,tsx}', './packages/admin/src/**/*.{ts,tsx}', './packages/admin/index.html'],
  // `dark:` follows the same attribute the token variables switch on, for the rare style that is not a token.
  darkMode: ['variant', '&:where([data-theme=dark], [data-theme=dark] *)'],
  theme: {
    extend: {
      // `device:` is the desktop threshold (docs/modules/app-shell.md): below 992px the menu is a drawer.
      screens: { device: '992px' },
    },
  },
} satisfies Config;
