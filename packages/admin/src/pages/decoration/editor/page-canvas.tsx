/**
 * The page around the canvas's blocks inside the phone frame: the page's background and its navigation bar with
 * the title, in the page settings' colours (what StorefrontPage draws around the live blocks). Text on the page
 * (the empty canvas's hint) takes the colour that reads on its background, whatever the admin's own theme.
 */
import type { PageSettings } from '@soundboard/contract';
import { readableTextOn } from '@soundboard/tokens';
import { navigationBarStyle } from '@soundboard/ui/storefront/storefront-page.tsx';
import type { ReactNode } from 'react';

const HEX = /^#[0-9a-f]{6}$/i;

export function PageCanvas({ settings, children }: { settings: PageSettings; children: ReactNode }) {
  return (
    <div
      className="flex min-h-full flex-col"
      style={{
        background: settings.background || undefined,
        color: HEX.test(settings.background ?? '') ? readableTextOn(settings.background as string) : undefined,
      }}
    >
      <div
        aria-hidden="true"
        className="flex h-11 shrink-0 items-center justify-center px-10 text-lg font-semibold"
        style={navigationBarStyle(settings)}
      >
        <span className="truncate">{settings.title}</span>
      </div>
      <div className="flex-1">{children}</div>
    </div>
  );
}
