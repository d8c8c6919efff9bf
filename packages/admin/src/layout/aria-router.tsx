/**
 * React Aria's links (the kit's Link, menus, tabs with an href) navigate through wouter: a plain click moves
 * inside the app without a reload, while the rendered href is the real address under /admin, so a modifier click,
 * a middle click or "open in new tab" still open the page (React Aria leaves those to the browser).
 * Mounted by the app frame only: the entry screens keep wouter's own link, so the login screen loads no React Aria.
 */
import { type ReactNode, useCallback } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation, useRouter } from 'wouter';

export function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const { base } = useRouter();
  // Same rule as wouter's Link: an app path gets the base, '~/…' is absolute, anything else is left alone.
  const useHref = useCallback(
    (href: string) => (href.startsWith('~') ? href.slice(1) : href.startsWith('/') ? base + href : href),
    [base],
  );
  const go = useCallback((path: string) => navigate(path), [navigate]);
  return (
    <RouterProvider navigate={go} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
