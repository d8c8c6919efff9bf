/**
 * A toolbar button: an icon with its name (and shortcut) in the tooltip title and the accessible name; a toggle
 * (bold, a list…) says whether it is on with aria-pressed. Native, so the toolbar's roving tabindex owns its focus
 * order; mousedown does not take the focus from the text, so the selection the command acts on stays.
 */
import type { ReactNode, Ref } from 'react';
import { cn } from '../lib/cn';
import { focusRingNative } from '../lib/focus-ring';
import { ariaShortcut, shortcutText } from '../lib/shortcut';

export const toolbarItemClass = cn(
  'inline-flex h-8 min-w-8 shrink-0 cursor-pointer items-center justify-center gap-1 rounded-sm px-1.5 text-default',
  'hover:bg-fill-2 disabled:cursor-not-allowed disabled:text-disabled disabled:hover:bg-transparent',
  'aria-pressed:bg-primary-subtle aria-pressed:text-primary-text',
  '[&_svg]:size-4',
  focusRingNative,
);

export interface ToolbarButtonProps {
  label: string;
  /** e.g. "Mod-B", shown as Ctrl+B or ⌘B in the title. */
  shortcut?: string;
  icon: ReactNode;
  pressed?: boolean;
  disabled?: boolean;
  onPress: () => void;
  ref?: Ref<HTMLButtonElement>;
}

export function ToolbarButton({ label, shortcut, icon, pressed, disabled, onPress, ref }: ToolbarButtonProps) {
  const title = shortcut ? `${label} (${shortcutText(shortcut)})` : label;
  return (
    <button
      ref={ref}
      type="button"
      data-toolbar-item=""
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut && ariaShortcut(shortcut)}
      title={title}
      disabled={disabled}
      className={toolbarItemClass}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {icon}
    </button>
  );
}

export function ToolbarDivider() {
  return <span aria-hidden="true" className="mx-1 h-5 w-px shrink-0 bg-fill-3" />;
}
