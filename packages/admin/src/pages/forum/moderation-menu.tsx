/** A "Moderate" button with every action that applies to its target (topics: all; replies: no pin/lock/move…). */
import {
  MODERATION_ACTIONS,
  type ModerationAction,
  type ModerationTarget,
  TOPIC_ONLY_ACTIONS,
} from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Menu, MenuItem, MenuPopover, MenuTrigger } from '@soundboard/ui/overlays/menu.tsx';
import { useT } from '../../i18n/use-t';

const DANGER: readonly ModerationAction[] = ['reject', 'delete'];

export function ModerationMenu({
  target,
  label,
  isDisabled,
  onAction,
}: {
  target: ModerationTarget;
  label: string;
  isDisabled?: boolean;
  onAction: (action: ModerationAction) => void;
}) {
  const t = useT();
  const actions = MODERATION_ACTIONS.filter((action) => target === 'topic' || !TOPIC_ONLY_ACTIONS.includes(action));
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
