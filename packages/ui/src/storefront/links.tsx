/**
 * Where a link goes. With onNavigate (the storefront app, the preview) the click is handed over; without it the
 * anchor's own href works: an external URL carries rel=noopener, the storefront's targets are hash routes.
 */
import type { MouseEvent, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { focusRingNative } from '../lib/focus-ring';
import type { LinkValue } from './types';

export type Navigate = (link: LinkValue) => void;

export function linkHref(link: LinkValue): string {
  if (link.kind === 'url') return link.target;
  // A page target may have a path of its own ('category/speaker'): its slashes stay.
  return `#/${link.kind}/${link.target.split('/').map(encodeURIComponent).join('/')}`;
}

export interface StorefrontLinkProps {
  link: LinkValue | null;
  onNavigate?: Navigate;
  className?: string;
  'aria-label'?: string;
  'aria-current'?: 'page';
  children: ReactNode;
}

/** An anchor for a link, or (no link) the children in a plain element of the same class. */
export function StorefrontLink({ link, onNavigate, className, children, ...aria }: StorefrontLinkProps) {
  if (!link)
    return (
      <span className={className} {...aria}>
        {children}
      </span>
    );
  const external = link.kind === 'url';
  const click = onNavigate
    ? (event: MouseEvent) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        onNavigate(link);
      }
    : undefined;
  return (
    <a
      href={linkHref(link)}
      rel={external ? 'noopener' : undefined}
      onClick={click}
      className={cn(focusRingNative, 'block', className)}
      {...aria}
    >
      {children}
    </a>
  );
}
