/** Class-name helpers shared by every component. */
import { composeRenderProps } from 'react-aria-components';
import { cx } from './cx';

export { cx };

/**
 * Combines a component's own classes with the caller's `className`, which RAC allows to be a function of the
 * render props (hovered, pressed, selected ...). Caller classes come last so they can extend the defaults.
 */
export function composeClassName<T>(
  className: string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined,
  own: string | ((values: T) => string),
): string | ((values: T & { defaultClassName: string | undefined }) => string) {
  return composeRenderProps(className, (callerClass, values) =>
    cx(typeof own === 'function' ? own(values) : own, callerClass),
  );
}
