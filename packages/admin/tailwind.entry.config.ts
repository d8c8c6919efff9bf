/**
 * The root Tailwind config with one change: `content` is only what the login screen shows, for src/entry.css
 * (the first stylesheet). Theme, dark variant and breakpoints stay the root config's.
 */
import type { Config } from 'tailwindcss';
import root from '../../tailwind.config';

export default {
  ...root,
  // Relative to this file.
  content: [
    './src/pages/login.tsx',
    './src/pages/login/*.tsx',
    './src/routes/router.tsx',
    '../ui/src/inputs/native-*.tsx',
    '../ui/src/feedback/live-region.tsx',
  ],
} satisfies Config;
