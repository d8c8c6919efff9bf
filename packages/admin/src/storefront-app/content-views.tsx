/** The storefront app's other data pages: articles, stores, search. */
import { ArticleListPage } from '@soundboard/ui/storefront/pages/article-list-page.tsx';
import { ArticlePage } from '@soundboard/ui/storefront/pages/article-page.tsx';
import { SearchPage } from '@soundboard/ui/storefront/pages/search-page.tsx';
import { StoreListPage } from '@soundboard/ui/storefront/pages/store-list-page.tsx';
import { StorePage } from '@soundboard/ui/storefront/pages/store-page.tsx';
import { storeName } from '@soundboard/ui/storefront/store.tsx';
import { storefrontText } from '@soundboard/ui/storefront/storefront.messages.ts';
import { useRef, useState } from 'react';
import type { StorefrontApi } from '../api/storefront';
import { LoadedPage, Page, useFrame } from './frame';
import { useLoad, usePaged } from './use-load';
import type { useStorefrontRoute } from './use-route';

type Go = ReturnType<typeof useStorefrontRoute>['go'];

export function ArticlesView({ api }: { api: StorefrontApi }) {
  const { locale, navigate } = useFrame();
  const list = usePaged('articles', (cursor) => api.articles(cursor));
  return (
    <Page title={storefrontText(locale).articles}>
      <ArticleListPage
        articles={list.items}
        next={list.next}
        state={list.state}
        locale={locale}
        onLoadMore={list.loadMore}
        onNavigate={navigate}
      />
    </Page>
  );
}

export function ArticleView({ api, id }: { api: StorefrontApi; id: string }) {
  const { locale, navigate, text } = useFrame();
  const { state, retry } = useLoad(`article/${id}`, () => api.article(id), text.requestError);
  return (
    <LoadedPage
      loaded={state}
      retry={retry}
      title={storefrontText(locale).articles}
      titleOf={(article) => article.title}
      aboutOf={(article) => ({ kind: 'article', article })}
    >
      {(article) => <ArticlePage article={article} locale={locale} onNavigate={navigate} />}
    </LoadedPage>
  );
}

export function StoresView({ api }: { api: StorefrontApi }) {
  const { locale, navigate, text } = useFrame();
  const [region, setRegion] = useState<string | null>(null);
  // The names of the regions seen so far: an answer lists only those below the one asked for.
  const names = useRef(new Map<string, string>());
  const { state, retry } = useLoad(`stores/${region}`, () => api.stores(region), text.requestError);
  if (state.status === 'ready') for (const option of state.data.regions) names.current.set(option.code, option.name);
  return (
    <LoadedPage loaded={state} retry={retry} title={storefrontText(locale).stores}>
      {(list) => (
        <StoreListPage
          list={list}
          region={region}
          regionName={region ? names.current.get(region) : undefined}
          locale={locale}
          onRegion={setRegion}
          onNavigate={navigate}
        />
      )}
    </LoadedPage>
  );
}

export function StoreView({ api, id }: { api: StorefrontApi; id: string }) {
  const { locale, text } = useFrame();
  const { state, retry } = useLoad(`store/${id}`, () => api.store(id), text.requestError);
  return (
    <LoadedPage
      loaded={state}
      retry={retry}
      title={storefrontText(locale).stores}
      titleOf={(store) => storeName(store, locale)}
      aboutOf={(store) => ({ kind: 'store', store })}
    >
      {(store) => <StorePage store={store} locale={locale} />}
    </LoadedPage>
  );
}

export function SearchView({ api, query, go }: { api: StorefrontApi; query: string; go: Go }) {
  const { locale, navigate, text } = useFrame();
  const words = storefrontText(locale);
  const { state, retry } = useLoad(
    `search/${query}`,
    () => (query ? api.search(query) : Promise.resolve(null)),
    text.requestError,
  );
  return (
    <Page title={query ? `${words.search} · ${query}` : words.search}>
      <SearchPage
        query={query}
        result={state.status === 'ready' ? state.data : null}
        failed={state.status === 'failed'}
        onRetry={retry}
        locale={locale}
        onSearch={(next) => go({ kind: 'search', query: next })}
        onNavigate={navigate}
      />
    </Page>
  );
}
