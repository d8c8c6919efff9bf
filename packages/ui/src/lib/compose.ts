/** Class-name helpers shared by every component. */
import { composeRenderProps } from 'react-aria-components';
import { cn } from './cn';
import { cx } from './cx';

export { cn, cx };

/**
 * Combines a component's own classes with the caller's `className`, which RAC allows to be a function of the
 * render props (hovered, pressed, selected ...). Merged with cn(): a caller's class replaces the default of the
 * same kind (its `text-muted` replaces the component's `text-default`).
 */
export function composeClassName<T>(
  className: string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined,
  own: string | ((values: T) => string),
): string | ((values: T & { defaultClassName: string | undefined }) => string) {
  return composeRenderProps(className, (callerClass, values) =>
    cn(typeof own === 'function' ? own(values) : own, callerClass),
  );
}
