/**
 * Tooltip: a short text label for a control, shown on hover after a delay and at once on keyboard focus;
 * Escape hides it. The trigger must be focusable (a RAC Button or Link; wrap others in RAC `Focusable`).
 */
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  TooltipTrigger as AriaTooltipTrigger,
  OverlayArrow,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { cn } from '../lib/cn';

/** Hover delay default 500 ms (RAC's 1500 ms feels slow in a dense back-office). */
export function TooltipTrigger({ delay = 500, ...props }: TooltipTriggerComponentProps) {
  return <AriaTooltipTrigger delay={delay} {...props} />;
}

export interface TooltipProps extends Omit<AriaTooltipProps, 'children' | 'className'> {
  children: React.ReactNode;
  portalContainer?: Element;
  className?: string;
}

export function Tooltip({ children, portalContainer, className, offset = 8, ...props }: TooltipProps) {
  return (
    <AriaTooltip
      offset={offset}
      {...props}
      UNSTABLE_portalContainer={portalContainer}
      className={cn(
        'z-(--sb-z-popover) max-w-64 rounded-sm bg-inverse px-2.5 py-1.5 text-sm text-on-inverse shadow-md',
        className,
      )}
    >
      <OverlayArrow className="group">
        <svg
          aria-hidden="true"
          viewBox="0 0 8 8"
          className="block size-2 fill-(--sb-bg-inverse) group-data-[placement=bottom]:rotate-180 group-data-[placement=left]:-rotate-90 group-data-[placement=right]:rotate-90"
        >
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {children}
    </AriaTooltip>
  );
}
