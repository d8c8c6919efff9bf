/**
 * The public storefront's calls (contract decoration/storefront.ts), through the one client pipeline (./core)
 * without what only signed-in staff need: no token, no toast, no logout notice. The storefront page shows a
 * failure itself; the browser revalidates the home with its ETag (the server answers no-cache + 304).
 */
import type { StorefrontHome } from '@soundboard/contract';
import { createRequest } from './core';

export function storefrontApi(locale: string, requestErrorText: string) {
  const request = createRequest({
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
  };
}
