/**
 * The storefront app as both the browser (main.tsx) and the server's render (server-render.tsx) draw it: the same
 * tree on both sides, so the browser can take over the server's markup (hydration) without a difference.
 */
import { StrictMode } from 'react';
import type { StorefrontApi } from '../api/storefront';
import { StorefrontApp } from './storefront-app';
import { type LoadCache, LoadCacheContext } from './use-load';

export interface StorefrontRootProps {
  locale: 'zh-CN' | 'en-US';
  address: { pathname: string; search: string };
  api: StorefrontApi;
  /** The answers a server render drew with (none for a page the browser draws alone). */
  cache: LoadCache | null;
}

export function StorefrontRoot({ locale, address, api, cache }: StorefrontRootProps) {
  return (
    <StrictMode>
      <LoadCacheContext value={cache}>
        <StorefrontApp locale={locale} address={address} api={api} />
      </LoadCacheContext>
    </StrictMode>
  );
}

/** The id of the script element that carries a server render's answers to the browser. */
export const RENDER_STATE_ID = 'storefront-state';

/** What that script element holds. */
export interface RenderState {
  locale: 'zh-CN' | 'en-US';
  answers: LoadCache['answers'];
}
