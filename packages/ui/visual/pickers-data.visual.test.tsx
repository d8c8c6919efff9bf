// Visual baselines (see capture-stories.tsx): Pickers, data display and the table.
import { captureStories, type StoryModule } from './capture-stories';

await captureStories(
  import.meta.glob<StoryModule>(
    ['../src/pickers/**/*.stories.tsx', '../src/data-display/**/*.stories.tsx', '../src/table/**/*.stories.tsx'],
    { eager: true },
  ),
);
