/**
 * The packages the browser projects (storybook, visual) pre-bundle before the first test. A package Vite meets
 * only when a story imports it is optimised on demand: Vite prints "new dependencies optimized", reloads the page
 * and the story that found it pays seconds for it, which on a loaded 2-core machine ran past the time-out.
 * packages/ui/src/browser-deps.test.ts fails when a story, the kit or the harness imports a package not listed.
 */
export const BROWSER_DEPS = [
  // React must be pre-bundled for browser mode, or every story fails with "does not provide an export named 'default'".
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  // The kit.
  'react-aria-components',
  '@internationalized/date',
  'lucide-react',
  'class-variance-authority',
  'tailwind-merge',
  // The kit's DiffView (content/diff-text.ts).
  'diff',
  // The rich-text editor (editor/*): TipTap.
  '@tiptap/react',
  '@tiptap/starter-kit',
  '@tiptap/extension-table',
  '@tiptap/extensions',
  // The chart wrapper loads these on demand (chart-loader.ts).
  'echarts/core',
  'echarts/charts',
  'echarts/components',
  'echarts/renderers',
  // The kit's QrCode (data-display/qr-code.tsx).
  'uqr',
  // The admin's screens (packages/admin/src/screens): its router, stores, dictionaries and schemas.
  'wouter',
  'wouter/memory-location',
  'nanostores',
  '@nanostores/react',
  'rosetta',
  'valibot',
  // Stories and the harness.
  'storybook/test',
  '@storybook/react-vite',
  'vitest-browser-react',
];
