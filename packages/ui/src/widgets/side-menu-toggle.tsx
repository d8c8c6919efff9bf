/**
 * The control at the foot of the side menu that collapses it to icons and expands it again. One button in both
 * states (its name and icon change), so the focus stays on it; the tooltip names it and, when given, its shortcut
 * (RAC's Button passes no aria-keyshortcuts; the tooltip describes the button while it shows).
 */
import { Button, Keyboard } from 'react-aria-components';
import { useMessages } from '../i18n/messages';
import { IconMenuFold, IconMenuUnfold } from '../icons/icons';
import { cn } from '../lib/compose';
import { shortcutText } from '../lib/shortcut';
import { Tooltip, TooltipTrigger } from '../overlays/tooltip';
import { sideMenuMessages } from './side-menu.messages';

export interface SideMenuToggleProps {
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** The app's shortcut for the same action, e.g. "Mod-\\" (the app listens for it). */
  shortcut?: string;
  className: string;
}

export function SideMenuToggle({ collapsed, onCollapsedChange, shortcut, className }: SideMenuToggleProps) {
  const t = useMessages(sideMenuMessages);
  const label = collapsed ? t.expand : t.collapse;
  const Icon = collapsed ? IconMenuUnfold : IconMenuFold;
  return (
    <TooltipTrigger>
      <Button
        aria-label={label}
        onPress={() => onCollapsedChange(!collapsed)}
        // Expanded, a square at the end of the foot; collapsed, the foot's whole width like the entries above.
        className={cn(className, 'justify-center px-0', !collapsed && 'ml-auto w-9')}
      >
        <Icon aria-hidden="true" className="size-4" />
      </Button>
      <Tooltip placement="right">
        {label}
        {shortcut && <Keyboard className="ms-2 opacity-75">{shortcutText(shortcut)}</Keyboard>}
      </Tooltip>
    </TooltipTrigger>
  );
}
