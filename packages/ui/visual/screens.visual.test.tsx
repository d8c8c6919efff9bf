// Visual baselines (see capture-stories.tsx) of the admin's assembled screens (packages/admin/src/screens).
// Their stories are found by glob, not imported: the kit's package does not depend on the admin's. The keys are
// rewritten as if the files were under ../src/, so the baselines are named screens-<file>-<story>-<width>-<theme>.
// Each screen is captured as a whole page in a 1440 px desktop window and a 390 px phone window (below the app's
// 992 px switch: the side menu becomes a drawer), in light and dark.
import { beforeAll } from 'vitest';
import { captureStories, type StoryModule } from './capture-stories';

const ADMIN_SRC = '../../admin/src/';

// Composed stories render without their loaders: the dictionaries of both locales are loaded once, up front.
const harness = import.meta.glob<{ preloadAllDictionaries: () => Promise<void> }>(
  '../../admin/src/screens/screen-harness.tsx',
  { eager: true },
);
beforeAll(async () => {
  await Promise.all(Object.values(harness).map((module) => module.preloadAllDictionaries()));
});

const screens = import.meta.glob<StoryModule>('../../admin/src/screens/**/*.stories.tsx', { eager: true });

await captureStories(
  Object.fromEntries(Object.entries(screens).map(([path, module]) => [path.replace(ADMIN_SRC, '../src/'), module])),
  {
    windows: [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ],
  },
);
