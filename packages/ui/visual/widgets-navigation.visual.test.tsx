// Visual baselines (see capture-stories.tsx): Widgets, navigation, layout, the page editor and print.
import { captureStories, type StoryModule } from './capture-stories';

await captureStories(
  import.meta.glob<StoryModule>(
    [
      '../src/widgets/**/*.stories.tsx',
      '../src/navigation/**/*.stories.tsx',
      '../src/layout/**/*.stories.tsx',
      '../src/page-editor/**/*.stories.tsx',
      '../src/print/**/*.stories.tsx',
    ],
    { eager: true },
  ),
);
