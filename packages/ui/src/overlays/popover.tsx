/**
 * Popover: a small non-blocking panel anchored to its trigger (filters, quick edits, details). RAC places it,
 * flips it at the viewport edge, closes it on Escape or an outside click and returns focus to the trigger.
 */
import type { ReactNode } from 'react';
import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  Dialog,
  DialogTrigger,
  Heading,
  OverlayArrow,
} from 'react-aria-components';
import { cn } from '../lib/cn';

/** Opens the popover placed inside it when its button is pressed. */
export const PopoverTrigger = DialogTrigger;

/** The panel look shared by popovers and menus. */
export const popoverSurface =
  'rounded-md border border-default bg-elevated text-default shadow-lg outline-none z-(--sb-z-popover)';

export interface PopoverProps extends Omit<AriaPopoverProps, 'children' | 'className'> {
  /** Visible title; also the dialog's accessible name. Without it, pass aria-label. */
  title?: ReactNode;
  'aria-label'?: string;
  children: ReactNode;
  showArrow?: boolean;
  portalContainer?: Element;
  /**
   * For content that draws its own edges (a message box, a list): no inner padding and no width cap. A caller's
   * `p-0` cannot do this, since Tailwind orders `px-4` after `p-0` and `px-0` before `px-4`.
   */
  flush?: boolean;
  className?: string;
}

export function Popover({
  title,
  children,
  showArrow = true,
  portalContainer,
  flush = false,
  className,
  'aria-label': ariaLabel,
  ...props
}: PopoverProps) {
  return (
    <AriaPopover
      offset={showArrow ? 10 : 6}
      {...props}
      UNSTABLE_portalContainer={portalContainer}
      className={cn(popoverSurface, !flush && 'max-w-80 px-4 py-3', className)}
    >
      {showArrow && (
        <OverlayArrow className="group">
          <svg
            aria-hidden="true"
            viewBox="0 0 12 12"
            className="block size-3 fill-(--sb-bg-elevated) stroke-(--sb-border-default) group-data-[placement=bottom]:rotate-180 group-data-[placement=left]:-rotate-90 group-data-[placement=right]:rotate-90"
          >
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      )}
      <Dialog aria-label={ariaLabel} className="outline-none">
        {title && (
          <Heading slot="title" className="mb-2 text-base font-medium">
            {title}
          </Heading>
        )}
        <div data-slot="body" className="text-sm text-secondary">
          {children}
        </div>
      </Dialog>
    </AriaPopover>
  );
}
