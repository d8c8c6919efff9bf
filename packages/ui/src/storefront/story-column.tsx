/** The stories' stand-in for a phone's page: 375 px of the storefront's background with its theme colour. */
import type { ReactNode } from 'react';
import { themeVariables } from './theme-vars';

export function StoryColumn({ children }: { children: ReactNode }) {
  return (
    <div style={{ ...themeVariables('#165dff'), width: 375 }} className="bg-[#f7f8fa] py-3">
      {children}
    </div>
  );
}
