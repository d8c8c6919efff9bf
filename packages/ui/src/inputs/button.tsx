/**
 * Button: the one pressable. Variants primary / secondary / outline / text / danger, sizes sm / md / lg.
 * `isPending` shows a spinner over the (invisible, so the width stays) label, sets aria-busy and ignores presses
 * while keeping focus. An icon-only button must be given an accessible name: the type requires `aria-label`.
 */
import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import { type ReactNode, type Ref, useLayoutEffect, useRef } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps, ProgressBar } from 'react-aria-components';
import { useMessages } from '../i18n/messages';
import { composeClassName, cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';
import { buttonMessages } from './button.messages';

export { buttonMessages };

/** Also used by Link's button-looking variant. */
export const buttonStyles = cva(
  [
    'relative inline-flex shrink-0 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-md',
    'border font-medium select-none transition-colors duration-(--sb-duration-base) ease-standard',
    'data-disabled:cursor-not-allowed data-pending:cursor-wait',
    focusRing,
  ],
  {
    variants: {
      variant: {
        // Hover uses the *active* shade: the lighter hover token leaves white text below 4.5:1 (3.65 on #4080FF).
        primary:
          'border-transparent bg-primary text-on-primary data-hovered:bg-primary-active data-pressed:bg-primary-active',
        secondary: 'border-transparent bg-fill-2 text-default data-hovered:bg-fill-3 data-pressed:bg-fill-3',
        outline:
          'border-primary bg-transparent text-primary-text data-hovered:bg-primary-subtle data-pressed:border-primary-active',
        text: 'border-transparent bg-transparent text-primary-text data-hovered:bg-fill-2 data-pressed:bg-fill-3',
        danger:
          'border-transparent bg-danger text-on-danger data-hovered:bg-danger-active data-pressed:bg-danger-active',
      },
      size: {
        sm: 'h-7 text-sm',
        md: 'h-8 text-base',
        lg: 'h-9 text-lg',
      },
      iconOnly: { true: '', false: '' },
    },
    // Padding only on labelled buttons: with border-box, padding wider than an icon button would grow it.
    compoundVariants: [
      { iconOnly: false, size: 'sm', className: 'px-3' },
      { iconOnly: false, size: 'md', className: 'px-4' },
      { iconOnly: false, size: 'lg', className: 'px-5' },
      { iconOnly: true, size: 'sm', className: 'w-7' },
      { iconOnly: true, size: 'md', className: 'w-8' },
      { iconOnly: true, size: 'lg', className: 'w-9' },
    ],
    defaultVariants: { variant: 'secondary', size: 'md', iconOnly: false },
  },
);

/** Disabled look shared by every variant (pending buttons keep their colours). */
const disabledLook = 'data-disabled:border-transparent data-disabled:bg-fill-2 data-disabled:text-disabled';

type StyleProps = Omit<VariantProps<typeof buttonStyles>, 'iconOnly'>;

interface TextButtonProps extends AriaButtonProps, StyleProps {
  iconOnly?: false;
  /** An icon before the label. */
  icon?: ReactNode;
}

interface IconButtonProps extends AriaButtonProps, StyleProps {
  /** Only an icon is shown, so the button needs a spoken name. */
  iconOnly: true;
  'aria-label': string;
  icon: ReactNode;
  children?: never;
}

export type ButtonProps = (TextButtonProps | IconButtonProps) & { ref?: Ref<HTMLButtonElement> };

export function Button({ variant, size, iconOnly, icon, className, children, isPending, ref, ...props }: ButtonProps) {
  const t = useMessages(buttonMessages);
  const own = useRef<HTMLButtonElement>(null);
  // RAC does not forward aria-busy, so it is set on the element directly.
  useLayoutEffect(() => {
    if (isPending) own.current?.setAttribute('aria-busy', 'true');
    else own.current?.removeAttribute('aria-busy');
  }, [isPending]);
  return (
    <AriaButton
      {...props}
      ref={(element) => {
        own.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      isPending={isPending}
      data-slot="button"
      className={composeClassName(
        className,
        cx(buttonStyles({ variant, size, iconOnly: iconOnly ?? false }), disabledLook),
      )}
    >
      {(renderProps) => (
        <>
          <span className={`inline-flex items-center gap-1.5 ${isPending ? 'invisible' : ''}`}>
            {icon && (
              <span aria-hidden="true" data-slot="icon" className="inline-flex [&>svg]:size-[1.15em]">
                {icon}
              </span>
            )}
            {typeof children === 'function' ? children(renderProps) : children}
          </span>
          {isPending && (
            <ProgressBar
              isIndeterminate
              aria-label={t.loading}
              className="absolute inset-0 flex items-center justify-center"
            >
              <LoaderCircle aria-hidden="true" data-slot="spinner" className="size-[1.15em] animate-spin" />
            </ProgressBar>
          )}
        </>
      )}
    </AriaButton>
  );
}
