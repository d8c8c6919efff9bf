// Visual baselines (see capture-stories.tsx): Inputs, forms, icons, tokens and the editors.
import { captureStories, type StoryModule } from './capture-stories';

await captureStories(
  import.meta.glob<StoryModule>(
    [
      '../src/inputs/**/*.stories.tsx',
      '../src/forms/**/*.stories.tsx',
      '../src/icons/**/*.stories.tsx',
      '../src/tokens/**/*.stories.tsx',
      '../src/content/**/*.stories.tsx',
      '../src/editor/**/*.stories.tsx',
      '../src/script-editor/**/*.stories.tsx',
    ],
    { eager: true },
  ),
);
