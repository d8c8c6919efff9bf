/**
 * A phone's outline around a storefront page: the screen is exactly width × height CSS px (the device's
 * viewport), with a status bar on top and the page scrolling below it. The bezel and status bar follow the
 * admin's light/dark theme (they are the tool's chrome); the page inside keeps its own colours.
 */
import { BatteryFull, Signal, Wifi } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { focusRingNative } from '../lib/focus-ring';

/** The status bar's height inside the screen (as iOS draws it on a 375 × 667 phone). */
export const STATUS_BAR_HEIGHT = 20;

export interface PhoneFrameProps {
  /** The screen's CSS px. */
  width: number;
  height: number;
  /** Names the frame and its scrolling screen for assistive technology ("Phone preview, 375 × 667"). */
  label: string;
  children: ReactNode;
  className?: string;
}

export function PhoneFrame({ width, height, label, children, className }: PhoneFrameProps) {
  return (
    <div
      data-slot="phone-frame"
      className={cn('inline-flex shrink-0 rounded-[36px] border border-strong bg-fill-3 p-3 shadow-md', className)}
    >
      <div style={{ width, height }} className="flex flex-col overflow-hidden rounded-[24px] bg-surface">
        <div
          aria-hidden
          style={{ height: STATUS_BAR_HEIGHT }}
          className="flex shrink-0 items-center justify-between px-4 text-xs font-semibold text-default"
        >
          <span>9:41</span>
          <span className="flex items-center gap-1">
            <Signal className="size-3" />
            <Wifi className="size-3" />
            <BatteryFull className="size-4" />
          </span>
        </div>
        {/* The screen scrolls by keyboard too: it is focusable and named. */}
        <section
          aria-label={label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          className={cn(
            focusRingNative,
            'relative min-h-0 flex-1 overflow-y-auto overscroll-contain focus-visible:-outline-offset-2',
          )}
        >
          {children}
        </section>
      </div>
    </div>
  );
}
