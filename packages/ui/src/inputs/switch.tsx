/** Switch: an on/off toggle with a visible label (the settings drawer's navbar / menu / footer switches). */
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { composeClassName, cx } from '../lib/compose';
import { focusRingGroup } from '../lib/focus-ring';

export interface SwitchProps extends AriaSwitchProps {
  size?: 'sm' | 'md';
}

export function Switch({ size = 'md', className, children, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      data-slot="switch"
      className={composeClassName(
        className,
        'group inline-flex cursor-pointer items-center gap-2 text-base text-default data-disabled:cursor-not-allowed data-disabled:text-disabled',
      )}
    >
      {(renderProps) => (
        <>
          <span
            data-slot="track"
            className={cx(
              'flex shrink-0 items-center rounded-full p-0.5 transition-colors duration-(--sb-duration-base) ease-standard',
              focusRingGroup,
              size === 'md' ? 'h-6 w-11' : 'h-4 w-7',
              renderProps.isSelected
                ? 'bg-primary group-data-hovered:bg-primary-hover'
                : 'bg-neutral-5 group-data-hovered:bg-neutral-6',
              renderProps.isDisabled && 'opacity-50',
            )}
          >
            <span
              data-slot="handle"
              className={cx(
                'rounded-full bg-white shadow-sm transition-transform duration-(--sb-duration-base) ease-standard',
                size === 'md' ? 'size-5' : 'size-3',
                renderProps.isSelected && (size === 'md' ? 'translate-x-5' : 'translate-x-3'),
              )}
            />
          </span>
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </AriaSwitch>
  );
}
