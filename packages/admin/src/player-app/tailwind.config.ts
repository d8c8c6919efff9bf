/** The root Tailwind config scanning only what the player shows (for ./player.css). */
import type { Config } from 'tailwindcss';
import root from '../../../../tailwind.config';

export default {
  ...root,
  // Relative to this file.
  content: [
    './*.tsx',
    '../../../ui/src/inputs/native-button.tsx',
    '../../../ui/src/inputs/native-text-field.tsx',
    '../../../ui/src/inputs/native-icons.tsx',
    '../../../ui/src/lib/focus-ring.ts',
  ],
} satisfies Config;
