/** The pieces Select, ComboBox, MultiSelect and Cascader share: the trigger box, the popover and the option list. */
import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  type ListBoxProps,
  Popover,
  type PopoverProps,
} from 'react-aria-components';
import { composeClassName, cx } from '../lib/compose';
import { focusRing, focusRingInset } from '../lib/focus-ring';

/** An option of the list-style pickers. */
export interface PickerOption {
  id: string;
  label: string;
  disabled?: boolean;
  /** Shown before the label, in the list and in a Select's value (e.g. the menu editor's icon choice). */
  icon?: ReactNode;
}

/** The trigger button of Select-like pickers: looks like an input box, with a chevron. */
export const triggerBox = cx(
  'flex w-full min-w-0 items-center justify-between gap-2 rounded-md border border-strong bg-surface px-3 py-1.5',
  'text-left text-base text-default data-hovered:border-primary-border data-pressed:border-primary',
  'group-data-invalid:border-danger data-disabled:bg-fill-2 data-disabled:text-disabled',
  focusRing,
);

export function Chevron() {
  return <ChevronDown aria-hidden="true" data-slot="chevron" className="size-4 shrink-0 text-muted" />;
}

export function PickerPopover({ className, ...props }: PopoverProps) {
  return (
    <Popover
      offset={4}
      {...props}
      data-slot="popover"
      className={composeClassName(
        className,
        'z-(--sb-z-popover) min-w-(--trigger-width) overflow-auto rounded-md border border-default bg-elevated shadow-lg outline-none',
      )}
    />
  );
}

export function PickerListBox<T extends object>({ className, ...props }: ListBoxProps<T>) {
  return (
    <ListBox
      {...props}
      data-slot="listbox"
      className={composeClassName(className, 'max-h-72 overflow-auto p-1 outline-none')}
    />
  );
}

export const optionClass = cx(
  'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-base text-default',
  'data-focused:bg-fill-2 data-hovered:bg-fill-2 data-selected:font-medium data-selected:text-primary-text',
  'data-disabled:text-disabled',
  focusRingInset,
);

export function PickerItem({
  className,
  children,
  icon,
  ...props
}: ListBoxItemProps & { children: string; icon?: ReactNode }) {
  return (
    <ListBoxItem
      {...props}
      textValue={children}
      data-slot="option"
      className={composeClassName(className, optionClass)}
    >
      {({ isSelected }) => (
        <>
          {icon && (
            <span
              aria-hidden="true"
              data-slot="option-icon"
              className="me-2 inline-flex size-4 shrink-0 align-[-2px] in-data-[slot=option]:me-0 [&_svg]:size-4"
            >
              {icon}
            </span>
          )}
          <span className="flex-1 truncate">{children}</span>
          {isSelected && <Check aria-hidden="true" className="size-4 shrink-0" />}
        </>
      )}
    </ListBoxItem>
  );
}

/** Renders a PickerOption list into a ListBox's children. */
export function renderOption(option: PickerOption) {
  return (
    <PickerItem id={option.id} isDisabled={option.disabled} icon={option.icon}>
      {option.label}
    </PickerItem>
  );
}
