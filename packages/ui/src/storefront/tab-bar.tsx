/** The storefront's bottom navigation: the few icons the contract's fitment offers (TAB_ICONS), by lucide name. */
import {
  Headphones,
  House,
  LayoutGrid,
  type LucideIcon,
  Music,
  Newspaper,
  ShoppingCart,
  Store,
  User,
} from 'lucide-react';
import { type Navigate, StorefrontLink } from './links';
import { look } from './look';
import type { LinkValue } from './types';

export const TAB_ICON_COMPONENTS: Readonly<Record<string, LucideIcon>> = {
  house: House,
  'layout-grid': LayoutGrid,
  store: Store,
  newspaper: Newspaper,
  'shopping-cart': ShoppingCart,
  user: User,
  music: Music,
  headphones: Headphones,
};

export interface TabBarItem {
  /** A lucide name from the contract's TAB_ICONS; another name shows the house. */
  icon: string;
  label: string;
  active: boolean;
  /** Where the item leads (fitment's target); without one the item is only shown. */
  link?: LinkValue | null;
}

export function TabBar({ items, label, onNavigate }: { items: TabBarItem[]; label: string; onNavigate?: Navigate }) {
  return (
    <nav aria-label={label} className={`sticky bottom-0 z-10 border-t ${look.line} ${look.card}`}>
      <ul className="flex">
        {items.map((item, i) => {
          const Icon = TAB_ICON_COMPONENTS[item.icon] ?? House;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: tabs are positional (fitment's list, no ids)
            <li key={i} className="min-w-0 flex-1">
              <StorefrontLink
                link={item.link ?? null}
                onNavigate={onNavigate}
                aria-current={item.active ? 'page' : undefined}
                className={`flex flex-col items-center gap-0.5 pt-1.5 pb-1 text-xs ${item.active ? look.theme : look.muted}`}
              >
                <Icon aria-hidden className="size-5" />
                <span className="max-w-full truncate">{item.label}</span>
              </StorefrontLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
