/**
 * A list property (carousel slides, navigation entries): its items in order, each with its own fields and
 * buttons to move it up or down or remove it, and an add button; the descriptor's min and max are kept.
 * Focus follows a moved item, so moving by keyboard can go on with the same key.
 */
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { format } from '../i18n/messages';
import { Button } from '../inputs/button';
import type { PropDefValue } from './prop-defs';
import { useItemTexts } from './property-field';
import { initialValues, listItems, moveItem, type PropValues } from './property-panel-values';

type ListDef = Extract<PropDefValue, { type: 'list' }>;
type ItemAction = 'moveUp' | 'moveDown';

export interface PropertyListFieldProps {
  def: ListDef;
  value: unknown;
  /** The whole new list: each add, move and removal is its own undo step. */
  onChange: (next: PropValues[]) => void;
  label: string;
  isDisabled?: boolean;
  /** One item's fields. */
  renderItem: (
    item: PropValues,
    index: number,
    onItemChange: (next: PropValues, mergeKey: string | undefined) => void,
  ) => ReactNode;
  /** Reports an item's own edit (typing in it) with the merge key of its field. */
  onItemChange: (items: PropValues[], mergeKey: string | undefined) => void;
}

export function PropertyListField({
  def,
  value,
  onChange,
  label,
  isDisabled,
  renderItem,
  onItemChange,
}: PropertyListFieldProps) {
  const { t, item } = useItemTexts();
  const legendId = useId();
  const items = listItems(value);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    const target = buttons.current.get(focusNext.current);
    focusNext.current = null;
    target?.focus();
  });

  const move = (index: number, action: ItemAction) => {
    const to = action === 'moveUp' ? index - 1 : index + 1;
    // At the ends the focus goes to the other direction's button, which is still enabled.
    const edge = to === 0 || to === items.length - 1;
    focusNext.current = `${to}:${edge ? (action === 'moveUp' ? 'moveDown' : 'moveUp') : action}`;
    onChange(moveItem(items, index, to));
  };
  const remember = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <fieldset aria-labelledby={legendId} className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0">
      <legend id={legendId} className="mb-1 flex w-full items-baseline justify-between p-0">
        <span className="text-sm font-medium text-default">{label}</span>
        <span className="text-xs text-muted">{format(t.itemCount, { count: items.length, max: def.max })}</span>
      </legend>
      <ol className="m-0 flex list-none flex-col gap-2 p-0">
        {items.map((values, index) => (
          // Items have no ids of their own; the index is their identity while the panel is open.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index} className="rounded-md border border-default bg-fill-1 p-3">
            <section aria-label={item('item', index)} className="flex flex-col gap-3">
              <div className="flex items-center justify-between gap-2">
                <h4 className="m-0 text-sm font-medium text-default">{item('item', index)}</h4>
                <div className="flex gap-1">
                  <Button
                    ref={remember(`${index}:moveUp`)}
                    size="sm"
                    variant="text"
                    iconOnly
                    icon={<ArrowUp />}
                    aria-label={item('moveUp', index)}
                    isDisabled={isDisabled || index === 0}
                    onPress={() => move(index, 'moveUp')}
                  />
                  <Button
                    ref={remember(`${index}:moveDown`)}
                    size="sm"
                    variant="text"
                    iconOnly
                    icon={<ArrowDown />}
                    aria-label={item('moveDown', index)}
                    isDisabled={isDisabled || index === items.length - 1}
                    onPress={() => move(index, 'moveDown')}
                  />
                  <Button
                    size="sm"
                    variant="text"
                    iconOnly
                    icon={<Trash2 />}
                    aria-label={item('removeItem', index)}
                    isDisabled={isDisabled || items.length <= def.min}
                    onPress={() => {
                      const next = items.filter((_, at) => at !== index);
                      if (next.length > 0) focusNext.current = `${Math.min(index, next.length - 1)}:moveUp`;
                      onChange(next);
                    }}
                  />
                </div>
              </div>
              {renderItem(values, index, (nextItem, mergeKey) =>
                onItemChange(
                  items.map((current, at) => (at === index ? nextItem : current)),
                  mergeKey,
                ),
              )}
            </section>
          </li>
        ))}
      </ol>
      <Button
        size="sm"
        variant="outline"
        icon={<Plus />}
        className="self-start"
        isDisabled={isDisabled || items.length >= def.max}
        onPress={() => onChange([...items, initialValues(def.item)])}
      >
        {t.addItem}
      </Button>
    </fieldset>
  );
}
