/**
 * Modal and Drawer inside a DialogTrigger: follow the trigger's open state but pass it to RAC's ModalOverlay as
 * controlled props, so the component's own onOpenChange still hears every close (Escape, mask, close button).
 * (RAC ignores onOpenChange on an overlay whose state comes from a trigger.)
 */
import { useContext } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';

export interface OpenStateProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

export function useOverlayOpenState({ isOpen, defaultOpen, onOpenChange }: OpenStateProps): OpenStateProps {
  const trigger = useContext(OverlayTriggerStateContext);
  const followsTrigger = isOpen === undefined && defaultOpen === undefined && trigger !== null;
  return {
    isOpen: followsTrigger ? trigger.isOpen : isOpen,
    defaultOpen,
    onOpenChange: (open) => {
      onOpenChange?.(open);
      if (followsTrigger) trigger.setOpen(open);
    },
  };
}
