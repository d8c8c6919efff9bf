/**
 * <Permission>: shows its child only to users who meet `required` (see hasPermission). Without permission:
 * - remove (default): nothing is rendered;
 * - hide: the child keeps its layout space but is invisible to people and to assistive technology
 *   (visibility:hidden + aria-hidden + inert, so it cannot be focused either);
 * - disable: the child stays visible and focusable (so a keyboard user can reach it and hear why), is marked
 *   aria-disabled, and every click and activating key press is swallowed in the capture phase before the child
 *   sees it. This works for any child, including a plain <a href>. `reason` becomes its accessible description
 *   and a tooltip on hover and focus.
 */
import {
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Tooltip, TooltipTrigger } from '../overlays/tooltip';
import type { PermissionLogic, RequiredPermission } from './has-permission';
import { usePermission } from './use-permission';

export interface PermissionProps {
  required: RequiredPermission;
  logic?: PermissionLogic;
  mode?: 'remove' | 'hide' | 'disable';
  /** Disable mode: why it is disabled (tooltip and accessible description). */
  reason?: ReactNode;
  /** Overrides the roles from PermissionProvider. */
  roles?: readonly string[];
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex], [role="button"], [role="link"]';
const ACTIVATING_KEYS = new Set(['Enter', ' ', 'Spacebar']);

function swallow(event: SyntheticEvent) {
  event.preventDefault();
  event.stopPropagation();
}

export function Permission({ required, logic = 'or', mode = 'remove', reason, roles, children }: PermissionProps) {
  const allowed = usePermission(required, logic, roles);
  if (allowed) return <>{children}</>;
  if (mode === 'remove') return null;
  if (mode === 'hide') {
    return (
      <span data-slot="permission" data-mode="hide" aria-hidden="true" inert className="invisible contents">
        {children}
      </span>
    );
  }
  return <DisabledByPermission reason={reason}>{children}</DisabledByPermission>;
}

function DisabledByPermission({ reason, children }: { reason?: ReactNode; children: ReactNode }) {
  const wrapper = useRef<HTMLSpanElement>(null);
  const reasonId = useId();
  const [tooltipOpen, setTooltipOpen] = useState(false);

  // Marks the child's focusable parts disabled for assistive technology, whatever the child is.
  useLayoutEffect(() => {
    const targets = wrapper.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [];
    for (const target of targets) {
      target.setAttribute('aria-disabled', 'true');
      if (reason) target.setAttribute('aria-describedby', reasonId);
    }
  });

  const blockKeys = (event: KeyboardEvent) => {
    if (ACTIVATING_KEYS.has(event.key)) swallow(event);
  };

  // Controlled by the wrapper's own focus/hover, since the child may be any element (not a RAC focusable).
  return (
    <TooltipTrigger isOpen={Boolean(reason) && tooltipOpen} onOpenChange={setTooltipOpen}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a transparent guard that only swallows events meant for the child; the child keeps its own role */}
      <span
        ref={wrapper}
        data-slot="permission"
        data-mode="disable"
        data-disabled="true"
        className="inline-flex cursor-not-allowed opacity-50"
        onClickCapture={swallow}
        onAuxClickCapture={swallow}
        // Stopped (not prevented) so a press never starts, while focus still moves to the child.
        onPointerDownCapture={(event) => event.stopPropagation()}
        onMouseDownCapture={(event) => event.stopPropagation()}
        onKeyDownCapture={blockKeys}
        onKeyUpCapture={blockKeys}
        onFocus={() => setTooltipOpen(true)}
        onBlur={() => setTooltipOpen(false)}
        onPointerEnter={() => setTooltipOpen(true)}
        onPointerLeave={() => setTooltipOpen(false)}
      >
        {children}
        {reason && (
          <>
            <span id={reasonId} hidden>
              {reason}
            </span>
            <Tooltip triggerRef={wrapper}>{reason}</Tooltip>
          </>
        )}
      </span>
    </TooltipTrigger>
  );
}
