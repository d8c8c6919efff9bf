// Visual baselines (see capture-stories.tsx): every area the other visual files do not name (feedback,
// overlays, media, playback, the storefront, and any new one).
import { captureStories, type StoryModule } from './capture-stories';

await captureStories(
  import.meta.glob<StoryModule>(
    [
      '../src/**/*.stories.tsx',
      '!../src/inputs/**',
      '!../src/forms/**',
      '!../src/icons/**',
      '!../src/tokens/**',
      '!../src/content/**',
      '!../src/editor/**',
      '!../src/script-editor/**',
      '!../src/pickers/**',
      '!../src/data-display/**',
      '!../src/table/**',
      '!../src/widgets/**',
      '!../src/navigation/**',
      '!../src/layout/**',
      '!../src/page-editor/**',
      '!../src/print/**',
    ],
    { eager: true },
  ),
);
