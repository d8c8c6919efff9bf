/**
 * NativeButton: the Button look (primary / secondary / text, sm / md / lg) on a plain <button>, with no React
 * Aria — for screens that must paint before the rest of the kit loads (see NativeTextField), and for buttons
 * repeated on every row of a list, where a hundred React Aria buttons cost a visible moment. Elsewhere: Button.
 * `isPending` shows a spinner over the transparent label (the width and the name stay), sets aria-busy and ignores clicks
 * while keeping focus (a disabled button would drop it).
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useMessages } from '../i18n/messages';
import { cx } from '../lib/cx';
import { focusRingNative } from '../lib/focus-ring';
import { buttonMessages } from './button.messages';
import { SpinnerMark } from './native-icons';

export interface NativeButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children' | 'disabled'> {
  variant?: 'primary' | 'secondary' | 'text';
  size?: 'sm' | 'md' | 'lg';
  isPending?: boolean;
  isDisabled?: boolean;
  className?: string;
  children: ReactNode;
}

const VARIANTS = {
  // Hover uses the active shade, as Button does: the hover token leaves white text below 4.5:1.
  primary: 'bg-primary text-on-primary hover:bg-primary-active active:bg-primary-active',
  secondary: 'bg-fill-2 text-default hover:bg-fill-3 active:bg-fill-3',
  text: 'bg-transparent text-primary-text hover:bg-fill-2 active:bg-fill-3',
};
const SIZES = { sm: 'h-7 px-2 text-sm', md: 'h-8 px-4 text-base', lg: 'h-9 px-5 text-lg' };

export function NativeButton({
  variant = 'secondary',
  size = 'md',
  isPending = false,
  isDisabled = false,
  type = 'button',
  className,
  children,
  onClick,
  ...props
}: NativeButtonProps) {
  const t = useMessages(buttonMessages);
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled}
      aria-busy={isPending || undefined}
      data-slot="button"
      data-pending={isPending || undefined}
      onClick={(event) => {
        if (isPending) event.preventDefault();
        else onClick?.(event);
      }}
      className={cx(
        'relative inline-flex shrink-0 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-md',
        'border border-transparent font-medium select-none transition-colors duration-(--sb-duration-base) ease-standard',
        'disabled:cursor-not-allowed disabled:bg-fill-2 disabled:text-disabled data-pending:cursor-wait',
        VARIANTS[variant],
        SIZES[size],
        focusRingNative,
        className,
      )}
    >
      {/* Transparent, not hidden: the label keeps naming the button while the spinner shows. */}
      <span className={cx('inline-flex items-center gap-1.5', isPending && 'opacity-0')}>{children}</span>
      {isPending && (
        <span role="progressbar" aria-label={t.loading} className="absolute inset-0 flex items-center justify-center">
          <SpinnerMark data-slot="spinner" className="size-[1.15em] animate-spin" />
        </span>
      )}
    </button>
  );
}
