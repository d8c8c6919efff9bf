/**
 * Each kept page sees its own location, not the address bar's: while its path is the address bar's, wouter's
 * browser hooks as usual (its filters write the URL and read it back); otherwise (hidden in its tab, or still shown
 * while the next screen loads) the path and query it was last shown at. Without this a hidden list that re-rendered
 * (a language change) would read another screen's query as its own filters.
 */
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { Router, useRouter } from 'wouter';
import { useBrowserLocation, usePathname, useSearch } from 'wouter/use-browser-location';

interface Own {
  /** Absolute, with the base (what the browser hooks answer). */
  pathname: string;
  search: string;
}

const OwnLocation = createContext<Own>({ pathname: '', search: '' });

const decoded = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/** Whether the address bar shows this page (wouter decodes the path it matches routes on: compare decoded). */
const isShown = (own: Own, browserPath: string) => decoded(own.pathname) === decoded(browserPath);

function useOwnLocation(): [string, (to: string, options?: { replace?: boolean }) => void] {
  const own = useContext(OwnLocation);
  const [pathname, navigate] = useBrowserLocation();
  return [isShown(own, pathname) ? pathname : own.pathname, navigate];
}

function useOwnSearch(): string {
  const own = useContext(OwnLocation);
  const pathname = usePathname();
  const search = useSearch();
  return isShown(own, pathname) ? search : own.search;
}

/** `fullPath`: the page's path plus query, relative to the router's base. */
export function KeptLocation({ fullPath, children }: { fullPath: string; children: ReactNode }) {
  const { base } = useRouter();
  const own = useMemo(() => {
    const [path = '', search = ''] = fullPath.split('?');
    return { pathname: `${base}${path}`, search };
  }, [base, fullPath]);
  return (
    <OwnLocation value={own}>
      {/* A custom hook makes wouter start from its defaults: the base is handed down again. */}
      <Router base={base} hook={useOwnLocation} searchHook={useOwnSearch}>
        {children}
      </Router>
    </OwnLocation>
  );
}
