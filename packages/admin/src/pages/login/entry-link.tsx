/**
 * A text link between the entry screens: wouter's Link (a real <a>, navigated without a reload), not the kit's,
 * which would bring React Aria into the login screen's first load. The look of the kit's text link.
 */
import { focusRingNative } from '@soundboard/ui/lib/focus-ring.ts';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

export function EntryLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className={`rounded-sm text-sm text-primary-text underline-offset-2 hover:underline ${focusRingNative}`}
    >
      {children}
    </Link>
  );
}
