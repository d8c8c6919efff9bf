/**
 * Link: RAC Link (a real <a> when it has an href, keyboard and press handling either way), styled as text or,
 * with `variant`, as a button (Button's own styles), e.g. a "New order" link in a toolbar.
 */
import type { VariantProps } from 'class-variance-authority';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { composeClassName, cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';
import { buttonStyles } from './button';

export interface LinkProps extends AriaLinkProps {
  /** Look like a button of this variant; without it, an inline text link. */
  variant?: VariantProps<typeof buttonStyles>['variant'];
  size?: VariantProps<typeof buttonStyles>['size'];
}

const textLink = cx(
  'cursor-pointer rounded-sm text-primary-text underline-offset-2 data-hovered:underline',
  'data-disabled:cursor-not-allowed data-disabled:text-disabled data-disabled:no-underline',
  focusRing,
);

export function Link({ variant, size, className, ...props }: LinkProps) {
  const own = variant ? cx(buttonStyles({ variant, size, iconOnly: false }), 'no-underline') : textLink;
  return <AriaLink {...props} data-slot="link" className={composeClassName(className, own)} />;
}
