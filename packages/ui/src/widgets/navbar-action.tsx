/** An icon button of the navbar with a tooltip naming it (the tooltip text is also its accessible name). */
import type { ReactNode } from 'react';
import { Button } from '../inputs/button';
import { Tooltip, TooltipTrigger } from '../overlays/tooltip';

export interface NavbarActionProps {
  label: string;
  icon: ReactNode;
  onPress?: () => void;
}

export function NavbarAction({ label, icon, onPress }: NavbarActionProps) {
  return (
    <TooltipTrigger>
      <Button iconOnly aria-label={label} icon={icon} variant="secondary" onPress={onPress} className="rounded-full" />
      <Tooltip placement="bottom">{label}</Tooltip>
    </TooltipTrigger>
  );
}
