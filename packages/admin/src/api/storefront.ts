/**
 * The public storefront's calls (contract decoration/storefront.ts and storefront-catalog.ts), through the one
 * client pipeline (./core) without what only signed-in staff need: no token, no toast, no logout notice. The
 * storefront page shows a failure itself; the browser revalidates the home with its ETag (the server answers
 * no-cache + 304).
 */
import type {
  AD_PLACEMENTS,
  StorefrontAd,
  StorefrontArticle,
  StorefrontArticlePage,
  StorefrontHome,
  StorefrontProductDetail,
  StorefrontProductPage,
  StorefrontProductSort,
  StorefrontSearch,
  StorefrontStore,
  StorefrontStoreList,
} from '@soundboard/contract';
import { type ClientDeps, createRequest } from './core';
import type { FetchLike } from './transports';

/** GET /storefront/products' query (contract storefrontProductQuery): prices in fen, null for no bound. */
export interface ProductQuery {
  kind: string | null;
  sort: StorefrontProductSort;
  min: number | null;
  max: number | null;
  cursor?: string | null;
}

/** The query's set values as strings (an absent one is not sent). */
function params(values: Record<string, string | number | null | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

const one = (path: string, id: string) => `/storefront/${path}/${encodeURIComponent(id)}`;

/**
 * The storefront's calls in `locale`. `transport` is for the server's own render of a page (storefront-app/server-render.tsx):
 * it answers these calls inside the server, without a network round trip.
 */
export function storefrontApi(
  locale: string,
  requestErrorText: string,
  transport: Pick<ClientDeps, 'base' | 'fetch'> = {},
) {
  const request = createRequest({
    ...transport,
    getToken: () => null,
    showError: () => {},
    onSessionInvalid: () => {},
    requestErrorText: () => requestErrorText,
    getLocale: () => locale,
  });
  return {
    home: () => request<StorefrontHome>({ url: '/storefront/home' }),
    /** A template's draft by its signed link (410 expired, 404 not valid: the error's message says which). */
    preview: (token: string) => request<StorefrontHome>({ url: `/storefront/preview/${encodeURIComponent(token)}` }),
    products: (query: ProductQuery) =>
      request<StorefrontProductPage>({ url: '/storefront/products', params: params({ ...query }) }),
    product: (id: string) => request<StorefrontProductDetail>({ url: one('products', id) }),
    articles: (cursor: string | null) =>
      request<StorefrontArticlePage>({ url: '/storefront/articles', params: params({ cursor }) }),
    article: (id: string) => request<StorefrontArticle>({ url: one('articles', id) }),
    stores: (region: string | null) =>
      request<StorefrontStoreList>({ url: '/storefront/stores', params: params({ region }) }),
    store: (id: string) => request<StorefrontStore>({ url: one('stores', id) }),
    search: (q: string) => request<StorefrontSearch>({ url: '/storefront/search', params: { q } }),
    /** The running ads of a place (the server counts a view of each). */
    ads: (placement: (typeof AD_PLACEMENTS)[number]) =>
      request<StorefrontAd[]>({ url: '/storefront/ads', params: { placement } }),
    /** Counts a click (once per visitor a day, the server decides). */
    adClick: (id: number) => request<null>({ method: 'POST', url: `/storefront/ads/${id}/click` }),
  };
}

export type StorefrontApi = ReturnType<typeof storefrontApi>;

/**
 * The transport of the server's own render of a page (storefront-app/server-render.tsx): `answer` is the server
 * answering a call itself. Each answer is read whole into one whose fields are its own: redaxios copies a
 * response's fields with for…in, and the server's Response (@hono/node-server's light one) has none it can see,
 * so the status would be lost.
 */
export function answeredInside(answer: FetchLike): Pick<ClientDeps, 'fetch'> {
  return {
    fetch: async (url, init) => {
      const response = await answer(url, init);
      const text = await response.text();
      const { status, ok, statusText, headers } = response;
      return {
        status,
        ok,
        statusText,
        headers,
        url,
        text: async () => text,
        json: async () => JSON.parse(text),
      } as Partial<Response> as Response;
    },
  };
}
