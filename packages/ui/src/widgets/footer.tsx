/** The page footer: one centred line of text the caller provides (e.g. the product name and year). */
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export function Footer({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <footer data-slot="footer" className={cn('flex h-10 items-center justify-center text-sm text-muted', className)}>
      {children}
    </footer>
  );
}
