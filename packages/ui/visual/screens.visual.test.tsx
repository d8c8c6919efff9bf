// Visual baselines (see capture-stories.tsx) of the admin's assembled screens (packages/admin/src/screens).
// Their stories are found by glob, not imported: the kit's package does not depend on the admin's. The keys are
// rewritten as if the files were under ../src/, so the baselines are named screens-<file>-<story>-<theme>.
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
);
