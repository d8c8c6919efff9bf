/**
 * What every page of the storefront app stands in: the kit's StorefrontShell with the fitment's theme colour and
 * tab bar, the content as the document's <main>, and the page's title as the document's too. Loaded shows a
 * page's data once it is there: a loading status meanwhile, the failure with a retry, "not found" for a 404.
 */

import type { StorefrontArticle, StorefrontProductDetail, StorefrontStore } from '@soundboard/contract';
import { NativeButton } from '@soundboard/ui/inputs/native-button.tsx';
import type { Navigate } from '@soundboard/ui/storefront/links.tsx';
import { look } from '@soundboard/ui/storefront/look.ts';
import { NotFoundPage } from '@soundboard/ui/storefront/pages/not-found-page.tsx';
import { StorefrontShell } from '@soundboard/ui/storefront/pages/page-shell.tsx';
import { storefrontText } from '@soundboard/ui/storefront/storefront.messages.ts';
import type { TabBarItem } from '@soundboard/ui/storefront/tab-bar.tsx';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import type { StorefrontAppText } from './messages';
import type { Loaded } from './use-load';

export interface FrameValue {
  locale: 'zh-CN' | 'en-US';
  text: StorefrontAppText;
  themeColor: string;
  tabBar: TabBarItem[];
  navigate: Navigate;
}

export const FrameContext = createContext<FrameValue | null>(null);

export function useFrame(): FrameValue {
  const frame = useContext(FrameContext);
  if (!frame) throw new Error('a storefront page outside StorefrontApp');
  return frame;
}

/** What a page is about, for its head's description, picture and structured data (server-render.tsx). */
export type PageAbout =
  | { kind: 'product'; product: StorefrontProductDetail }
  | { kind: 'article'; article: StorefrontArticle }
  | { kind: 'store'; store: StorefrontStore };

/** The page a render drew, as the server's render reads it back: the innermost page's title and subject. */
export interface PageMeta {
  title: string;
  about?: PageAbout;
}

/** Present in the server's render only: each page writes what it is into it while it renders. */
export const PageMetaContext = createContext<{ current: PageMeta | null } | null>(null);

/** The document's title while the page is shown; in the server's render, the page's head. */
export function usePageMeta(meta: PageMeta) {
  const collected = useContext(PageMetaContext);
  if (collected) collected.current = meta;
  const { title } = meta;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function Page({ title, about, children }: { title: string; about?: PageAbout; children: ReactNode }) {
  const frame = useFrame();
  usePageMeta(about ? { title, about } : { title });
  return (
    <StorefrontShell
      title={title}
      locale={frame.locale}
      themeColor={frame.themeColor}
      tabBar={frame.tabBar}
      onNavigate={frame.navigate}
      main
      look="device"
      className="flex-1"
    >
      {children}
    </StorefrontShell>
  );
}

/** A loading status, or a failure with its message and (onRetry) a retry. */
export function StatusNote({
  failed,
  onRetry,
  text,
}: {
  failed?: string;
  onRetry?: () => void;
  text: StorefrontAppText;
}) {
  if (failed === undefined)
    return (
      <p role="status" aria-busy="true" className={`m-auto p-8 text-center ${look.muted}`}>
        {text.loading}
      </p>
    );
  return (
    <div role="alert" className="m-auto flex flex-col items-center gap-3 p-8 text-center">
      <p className={`text-lg font-semibold ${look.text}`}>{text.loadFailed}</p>
      <p className={look.muted}>{failed}</p>
      {onRetry && (
        <NativeButton variant="primary" onClick={onRetry}>
          {text.retry}
        </NativeButton>
      )}
    </div>
  );
}

export function NotFound() {
  const { locale, navigate } = useFrame();
  return (
    <Page title={storefrontText(locale).notFoundTitle}>
      <NotFoundPage locale={locale} onNavigate={navigate} />
    </Page>
  );
}

/** A page of one loaded answer: its title and content from the data, or the loading, failure or 404 page. */
export function LoadedPage<T>({
  loaded,
  retry,
  title,
  titleOf,
  aboutOf,
  children,
}: {
  loaded: Loaded<T>;
  retry: () => void;
  /** The title before the data is there (and after a failure), and the one the data gives. */
  title: string;
  titleOf?: (data: T) => string;
  /** What the data is, for the page's head. */
  aboutOf?: (data: T) => PageAbout;
  children: (data: T) => ReactNode;
}) {
  const { text } = useFrame();
  if (loaded.status === 'notFound') return <NotFound />;
  const ready = loaded.status === 'ready';
  return (
    <Page
      title={ready && titleOf ? titleOf(loaded.data) : title}
      {...(ready && aboutOf && { about: aboutOf(loaded.data) })}
    >
      {loaded.status === 'ready' ? (
        children(loaded.data)
      ) : (
        <StatusNote failed={loaded.status === 'failed' ? loaded.message : undefined} onRetry={retry} text={text} />
      )}
    </Page>
  );
}
