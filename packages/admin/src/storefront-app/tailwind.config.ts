/** The root Tailwind config scanning only what the storefront page shows (for ./storefront.css). */
import type { Config } from 'tailwindcss';
import root from '../../../../tailwind.config';

export default {
  ...root,
  // Relative to this file.
  content: [
    './*.tsx',
    '../../../ui/src/storefront/**/*.tsx',
    '../../../ui/src/storefront/*.ts',
    '../../../ui/src/inputs/native-button.tsx',
    '../../../ui/src/inputs/native-icons.tsx',
    '../../../ui/src/lib/focus-ring.ts',
  ],
} satisfies Config;
