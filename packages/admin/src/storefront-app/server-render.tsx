/**
 * The storefront app rendered by the server (contract decoration/storefront-render.ts): the admin build makes this
 * file a module of its own (vite.config.ts), which the server loads and calls for every storefront page.
 *
 * The pages load their data with hooks (use-load.ts); here those hooks say what they want, the answers are fetched
 * through the server itself, and the app is drawn again with them until nothing more is wanted: the home first
 * (it gives every page its frame), then the page's own data. React's streaming renderer draws each pass; the
 * last pass is read whole, as the server answers with an ETag over the whole page.
 */
import type { StorefrontRendered, StorefrontRenderInput } from '@soundboard/contract';
import { format } from '@soundboard/ui/i18n/messages.ts';
import { placePath } from '@soundboard/ui/storefront/links.tsx';
import { renderToReadableStream } from 'react-dom/server';
import { answeredInside, storefrontApi } from '../api/storefront';
import { type PageAbout, type PageMeta, PageMetaContext } from './frame';
import {
  articleDescription,
  articleJsonLd,
  headTags,
  type PageHead,
  productJsonLd,
  scriptJson,
  shortDescription,
  storeJsonLd,
} from './head';
import { type StorefrontAppText, storefrontAppMessages } from './messages';
import { browserLocale, placeOf, previewToken } from './route';
import { RENDER_STATE_ID, type RenderState, StorefrontRoot } from './storefront-root';
import { answerOf, type LoadCache } from './use-load';

/** Home, then the page's data, then (a list page's first page) nothing more: four passes are plenty. */
const MOST_PASSES = 4;

async function html(element: React.ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element, {
    onError: (error) => {
      // The page is still sent (the browser draws what failed); the server's log says why.
      console.error('storefront render:', error);
    },
  });
  await stream.allReady;
  return new Response(stream).text();
}

/** The head a page's subject gives: its description, picture and structured data (a list: what the store offers). */
function headOf(meta: PageMeta, text: StorefrontAppText, pageUrl: string, origin: string): PageHead {
  const about: PageAbout | undefined = meta.about;
  if (!about) return { title: meta.title, description: format(text.pageDescription, { page: meta.title }) };
  switch (about.kind) {
    case 'product':
      return {
        title: meta.title,
        description: shortDescription(about.product.description),
        image: about.product.images[0]?.url ?? about.product.imageUrl,
        ogType: 'product',
        jsonLd: productJsonLd(about.product, pageUrl, origin),
      };
    case 'article':
      return {
        title: meta.title,
        description: articleDescription(about.article),
        image: about.article.cover?.url ?? null,
        ogType: 'article',
        jsonLd: articleJsonLd(about.article, pageUrl, origin),
      };
    case 'store':
      return {
        title: meta.title,
        description: `${about.store.regionText} ${about.store.address}`.trim(),
        image: about.store.photoUrl,
        jsonLd: storeJsonLd(about.store, pageUrl, origin),
      };
  }
}

/** The page's status: a subject that does not exist (or a preview link that is not valid) is not a 200. */
function statusOf(answers: LoadCache['answers'], notFound: boolean): number {
  if (notFound) return 404;
  for (const answer of Object.values(answers)) {
    if (!answer.ok && (answer.status === 404 || answer.status === 410)) return answer.status;
  }
  return 200;
}

export async function renderStorefront(input: StorefrontRenderInput): Promise<StorefrontRendered> {
  const locale = browserLocale(input.languages);
  const text = storefrontAppMessages[locale];
  const api = storefrontApi(locale, text.requestError, answeredInside(input.fetch));
  const address = { pathname: input.pathname, search: input.search };
  const cache: LoadCache = { answers: {} };
  const meta: { current: PageMeta | null } = { current: null };
  let body = '';
  for (let pass = 0; pass < MOST_PASSES; pass += 1) {
    const wanted = new Map<string, () => Promise<unknown>>();
    cache.wanted = wanted;
    meta.current = null;
    body = await html(
      <PageMetaContext value={meta}>
        <StorefrontRoot locale={locale} address={address} api={api} cache={cache} />
      </PageMetaContext>,
    );
    if (wanted.size === 0) break;
    await Promise.all(
      [...wanted].map(async ([key, load]) => {
        try {
          cache.answers[key] = { ok: true, data: await load() };
        } catch (error) {
          cache.answers[key] = answerOf(error, text.requestError);
        }
      }),
    );
  }

  const place = placeOf(input.pathname, input.search);
  const preview = previewToken(input.search) !== null;
  const status = statusOf(cache.answers, place.kind === 'notFound');
  const canonicalUrl = `${input.origin}${place.kind === 'notFound' ? input.pathname : placePath(place)}`;
  const head = headTags(headOf(meta.current ?? { title: text.title }, text, canonicalUrl, input.origin), {
    canonicalUrl,
    origin: input.origin,
    locale,
    siteName: text.title,
    // A draft's preview, a search and a missing page are not pages to list.
    noindex: preview || place.kind === 'search' || status !== 200,
  });
  const state: RenderState = { locale, answers: cache.answers };
  // React puts the preloads it found (the first pictures) ahead of the markup: they belong in the head.
  const [, preloads = '', markup = body] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(body) ?? [];
  return {
    status,
    lang: locale,
    head: head + preloads,
    body: markup,
    state: `<script id="${RENDER_STATE_ID}" type="application/json">${scriptJson(state)}</script>`,
  };
}
