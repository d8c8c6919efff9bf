/**
 * Menu / Dropdown: RAC Menu in a popover — items with icons and shortcuts, sections with headers, separators,
 * disabled items, typeahead and arrow-key navigation. Put a button and a `MenuPopover` inside `MenuTrigger`.
 */
import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  MenuSection as AriaMenuSection,
  Header,
  Keyboard,
  Popover,
  type PopoverProps,
  Separator,
} from 'react-aria-components';
import { cn } from '../lib/cn';
import { popoverSurface } from './popover';

export { MenuTrigger } from 'react-aria-components';

export function MenuPopover({
  portalContainer,
  className,
  ...props
}: Omit<PopoverProps, 'className'> & { portalContainer?: Element; className?: string }) {
  return (
    <Popover
      offset={4}
      {...props}
      UNSTABLE_portalContainer={portalContainer}
      className={cn(popoverSurface, 'min-w-40 overflow-auto p-1', className)}
    />
  );
}

export function Menu<T extends object>({
  className,
  ...props
}: Omit<AriaMenuProps<T>, 'className'> & { className?: string }) {
  return <AriaMenu {...props} className={cn('outline-none', className)} />;
}

export interface MenuItemProps<T> extends Omit<AriaMenuItemProps<T>, 'children' | 'className'> {
  icon?: ReactNode;
  /** Shown at the right, e.g. "Ctrl+S" (visual hint only). */
  shortcut?: string;
  /** Red text, for destructive actions. */
  danger?: boolean;
  children: ReactNode;
  className?: string;
}

export function MenuItem<T extends object>({
  icon,
  shortcut,
  danger,
  children,
  className,
  ...props
}: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue}
      className={cn(
        'flex cursor-default items-center gap-2 rounded-sm px-3 py-1.5 text-base outline-none',
        danger ? 'text-danger-text' : 'text-default',
        'data-focused:bg-fill-2 data-pressed:bg-fill-3 data-disabled:text-disabled',
        className,
      )}
    >
      {icon && (
        <span aria-hidden="true" className="flex size-4 items-center justify-center [&>svg]:size-4">
          {icon}
        </span>
      )}
      <span className="flex-1">{children}</span>
      {shortcut && <Keyboard className="text-xs text-muted">{shortcut}</Keyboard>}
    </AriaMenuItem>
  );
}

export function MenuSection<T extends object>({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <AriaMenuSection<T> className="not-first:mt-1">
      {title && <Header className="px-3 pt-1 pb-0.5 text-xs text-muted">{title}</Header>}
      {children}
    </AriaMenuSection>
  );
}

export function MenuSeparator() {
  return <Separator className="my-1 border-t border-subtle" />;
}
