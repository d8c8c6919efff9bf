/**
 * A storefront page as customers see it: the navigation bar (title and colours from the page settings), the
 * page background, the blocks, an optional bottom tab bar, and the theme colour as the CSS variables the blocks
 * take their accents from. It fills its container (the phone frame's screen, or the public page's column); the
 * bars stick to the top and bottom while the blocks scroll.
 */
import { cn } from '../lib/cn';
import type { StorefrontMode } from './block-props';
import type { Navigate } from './links';
import { color } from './props';
import { storefrontText } from './storefront.messages';
import { StorefrontBlock } from './storefront-block';
import { TabBar, type TabBarItem } from './tab-bar';
import { themeVariables } from './theme-vars';
import type { BlockValue, PageSettingsValue, StorefrontLookups } from './types';

export interface StorefrontPageProps {
  settings: PageSettingsValue;
  blocks: BlockValue[];
  lookups: StorefrontLookups;
  mode: StorefrontMode;
  locale: string;
  /** '#rrggbb' (fitment's); the default blue without it. */
  themeColor?: string;
  tabBar?: TabBarItem[];
  onNavigate?: Navigate;
  className?: string;
}

/** The navigation bar's colours from the page settings (the editor's canvas draws the same bar). */
export function navigationBarStyle(settings: PageSettingsValue): { background: string; color: string } {
  const page = settings as unknown as Record<string, unknown>;
  return {
    background: color(page, 'navigationBarBackground') ?? '#ffffff',
    color: settings.navigationBarText === 'light' ? '#ffffff' : '#1d2129',
  };
}

export function StorefrontPage({
  settings,
  blocks,
  lookups,
  mode,
  locale,
  themeColor,
  tabBar,
  onNavigate,
  className,
}: StorefrontPageProps) {
  const text = storefrontText(locale);
  const page = settings as unknown as Record<string, unknown>;
  return (
    <div
      data-slot="storefront-page"
      lang={locale}
      style={{ ...themeVariables(themeColor), background: color(page, 'background') ?? '#f7f8fa' }}
      className={cn('flex min-h-full flex-col text-[#1d2129]', className)}
    >
      <header
        className="sticky top-0 z-10 flex h-11 shrink-0 items-center justify-center px-10"
        style={navigationBarStyle(settings)}
      >
        <h1 className="truncate text-lg font-semibold">{settings.title}</h1>
      </header>
      <div className="flex-1 pb-2">
        {blocks.map((block) => (
          <StorefrontBlock
            key={block.id}
            block={block}
            lookups={lookups}
            mode={mode}
            locale={locale}
            onNavigate={onNavigate}
          />
        ))}
      </div>
      {tabBar && tabBar.length > 0 && <TabBar items={tabBar} label={text.tabBar} onNavigate={onNavigate} />}
    </div>
  );
}
