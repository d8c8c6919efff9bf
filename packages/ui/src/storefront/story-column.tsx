/** The stories' stand-in for a phone's page: 375 px of the storefront's background with its theme colour. */
import type { ReactNode } from 'react';
import { themeVariables } from './theme-vars';

export function StoryColumn({ children }: { children: ReactNode }) {
  return (
    <div data-sf-look="light" style={{ ...themeVariables('#165dff'), width: 375 }} className="bg-[var(--sf-page)] py-3">
      {children}
    </div>
  );
}

/**
 * The globals of a storefront story that draws only the storefront's own look: that look is the story's to choose
 * (light, or dark with look="dark"), whatever the admin's theme, so a dark rendering would repeat the light one. Pinned, Storybook's theme toolbar leaves such
 * a story alone and the visual baselines capture it once.
 */
export const STOREFRONT_LOOK_GLOBALS = { theme: 'light' } as const;
