/**
 * Drawer: a panel that slides in from the left or right edge, with a title, close button, body and optional
 * footer. The same overlay as Modal (overlay-panel.tsx: Escape, focus trap and restore); `width` in px (the
 * settings drawer is 300).
 */
import { DialogTrigger } from 'react-aria-components';
import { cn } from '../lib/cn';
import { OverlayPanel, type OverlayProps } from './overlay-panel';

/** Opens the drawer placed inside it when its button is pressed. */
export const DrawerTrigger = DialogTrigger;

export interface DrawerProps extends OverlayProps {
  placement?: 'left' | 'right';
  /** Panel width in px. */
  width?: number;
}

export function Drawer({ placement = 'right', width = 300, isDismissable = true, ...overlay }: DrawerProps) {
  return (
    <OverlayPanel
      {...overlay}
      kind="drawer"
      isDismissable={isDismissable}
      overlayClassName="fixed inset-0 z-(--sb-z-drawer) bg-mask"
      panelClassName={cn(
        'absolute inset-y-0 flex max-w-full flex-col bg-elevated text-default shadow-xl outline-none',
        placement === 'right' ? 'right-0' : 'left-0',
      )}
      panelStyle={{ width }}
      panelData={{ 'data-placement': placement }}
    />
  );
}
