/** A text link between the entry screens (wouter's Link: a real <a>, navigated without a reload). */
import type { ReactNode } from 'react';
import { Link } from 'wouter';

export function EntryLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="rounded-sm text-sm text-primary-text underline-offset-2 hover:underline focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {children}
    </Link>
  );
}
