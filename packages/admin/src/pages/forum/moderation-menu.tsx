/** A "Moderate" button with every action that applies to its target (topics: all; replies: no pin/lock/move…). */
import type { ModerationAction, ModerationTarget } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Menu, MenuItem, MenuPopover, MenuTrigger } from '@soundboard/ui/overlays/menu.tsx';
import { useT } from '../../i18n/use-t';
import { moderationChoices } from './moderation-choices';
import type { PostState } from './post-tags';

const DANGER: readonly ModerationAction[] = ['reject', 'delete'];

export function ModerationMenu({
  target,
  label,
  isDisabled,
  state,
  onAction,
}: {
  target: ModerationTarget;
  label: string;
  isDisabled?: boolean;
  /** One record's state: only the actions that change it are offered. */
  state?: PostState;
  onAction: (action: ModerationAction) => void;
}) {
  const t = useT();
  const actions = moderationChoices(target, state);
  return (
    <MenuTrigger>
      <Button size="sm" isDisabled={isDisabled}>
        {label}
      </Button>
      <MenuPopover placement="bottom start">
        <Menu aria-label={label} onAction={(key) => onAction(key as ModerationAction)}>
          {actions.map((action) => (
            <MenuItem key={action} id={action} danger={DANGER.includes(action)}>
              {t(`forum.action.${action}`)}
            </MenuItem>
          ))}
        </Menu>
      </MenuPopover>
    </MenuTrigger>
  );
}
