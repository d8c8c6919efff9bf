/**
 * Move up / move down / remove for one item of an ordered list (a navigation item, a "mine" entry), each named
 * with the item. After a move the caller passes `focus` to the item at its new place, so moving by keyboard can
 * go on with the same key (at an end, the other direction's button takes the focus).
 */
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t';

export type MoveDirection = 'up' | 'down';

/** Which item's buttons take the focus after a move: its new index and the direction it went. */
export function useMoveFocus() {
  const [focus, setFocus] = useState<{ index: number; direction: MoveDirection; turn: number } | null>(null);
  return {
    focusOf: (index: number) => (focus?.index === index ? focus : null),
    moved: (from: number, to: number) =>
      setFocus((now) => ({ index: to, direction: to < from ? 'up' : 'down', turn: (now?.turn ?? 0) + 1 })),
  };
}

export function ItemButtons({
  name,
  index,
  count,
  onMove,
  onRemove,
  canRemove = true,
  isDisabled,
  focus,
}: {
  /** The item as the buttons say it ("Item 2", "Orders"). */
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove?: () => void;
  canRemove?: boolean;
  isDisabled: boolean;
  /** Set (with a new turn) when this item just moved: its button takes the focus. */
  focus?: { direction: MoveDirection; turn: number } | null;
}) {
  const t = useT();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focus) return;
    const first = index === 0;
    const last = index === count - 1;
    const wanted = focus.direction === 'up' ? (first ? down : up) : last ? up : down;
    wanted.current?.focus();
  }, [focus?.turn]);
  return (
    <div className="flex shrink-0 gap-1">
      <Button
        ref={up}
        size="sm"
        variant="text"
        iconOnly
        icon={<ArrowUp />}
        aria-label={t('fitment.moveUp', { name })}
        isDisabled={isDisabled || index === 0}
        onPress={() => onMove(index - 1)}
      />
      <Button
        ref={down}
        size="sm"
        variant="text"
        iconOnly
        icon={<ArrowDown />}
        aria-label={t('fitment.moveDown', { name })}
        isDisabled={isDisabled || index === count - 1}
        onPress={() => onMove(index + 1)}
      />
      {onRemove && (
        <Button
          size="sm"
          variant="text"
          iconOnly
          icon={<Trash2 />}
          aria-label={t('fitment.remove', { name })}
          isDisabled={isDisabled || !canRemove}
          onPress={onRemove}
        />
      )}
    </div>
  );
}
