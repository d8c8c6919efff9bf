/**
 * The public storefront page (/storefront/): the live home, or with ?preview=<token> a signed draft, rendered by
 * the kit's StorefrontPage — the same blocks staff see in the editor's preview. The hash picks the page (the
 * kit's links are hash routes); the fitment gives the theme colour and the bottom navigation.
 */
import type { StorefrontHome } from '@soundboard/contract';
import { applyThemeColor } from '@soundboard/tokens';
import { NativeButton } from '@soundboard/ui/inputs/native-button.tsx';
import { type BlockValue, StorefrontPage, type TabBarItem } from '@soundboard/ui/storefront/index.ts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isApiError } from '../api/errors';
import { storefrontApi } from '../api/storefront';
import { type StorefrontAppText, storefrontAppMessages } from './messages';
import { PreviewBanner } from './preview-banner';
import { type Place, pageFor, placeOf, previewToken } from './route';

type Locale = 'zh-CN' | 'en-US';

type State =
  | { status: 'loading' }
  | { status: 'failed'; message: string; retry: boolean }
  | { status: 'ready'; home: StorefrontHome };

/**
 * A notice (a page not built yet, a home never published) as a centred text block: the kit draws it like any
 * other, and the page needs none of the contract's runtime (its schemas) for it.
 */
function noticeBlock(content: string): BlockValue {
  return {
    id: 'notice',
    kind: 'text',
    props: { content, align: 'center', size: 'medium' },
    style: { background: '', marginTop: 0, marginBottom: 0, marginX: 0, paddingY: 48, paddingX: 16, radius: 0 },
  };
}

/** What the page shows at a place: its page, or a notice; null only for a document without pages (never stored). */
function shownAt(home: StorefrontHome, place: Place, text: StorefrontAppText) {
  const page = pageFor(home.document, place);
  const [first] = home.document.pages;
  if (!page)
    return first
      ? { settings: { ...first.settings, title: text.comingSoon }, blocks: [noticeBlock(text.comingSoon)] }
      : null;
  return { settings: page.settings, blocks: home.template ? page.components : [noticeBlock(text.empty)] };
}

function tabBarOf(home: StorefrontHome, place: Place, locale: Locale): TabBarItem[] {
  return home.fitment.tabBar.items.map((item) => ({
    icon: item.icon,
    label: locale === 'zh-CN' ? item.labelZh : item.labelEn,
    link: item.target,
    active: place.kind === 'page' && item.target.kind === 'page' && item.target.target === place.key,
  }));
}

function useHash(): string {
  const [hash, setHash] = useState(() => location.hash);
  useEffect(() => {
    const changed = () => {
      setHash(location.hash);
      window.scrollTo(0, 0);
    };
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, []);
  return hash;
}

export function StorefrontApp({ locale }: { locale: Locale }) {
  const text = storefrontAppMessages[locale];
  const token = useMemo(() => previewToken(location.search), []);
  const api = useMemo(() => storefrontApi(locale, text.requestError), [locale, text]);
  const [state, setState] = useState<State>({ status: 'loading' });
  const place = placeOf(useHash());

  const load = useCallback(() => {
    setState({ status: 'loading' });
    (token ? api.preview(token) : api.home()).then(
      (home) => setState({ status: 'ready', home }),
      (error: unknown) => {
        // A link that expired or was never valid stays so: trying again would not help.
        const final = isApiError(error) && (error.status === 404 || error.status === 410);
        setState({ status: 'failed', message: isApiError(error) ? error.message : text.requestError, retry: !final });
      },
    );
  }, [api, token, text]);
  useEffect(load, [load]);

  const home = state.status === 'ready' ? state.home : null;
  const shown = home ? shownAt(home, place, text) : null;
  const title = shown?.settings.title || home?.template?.name || text.title;
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (home) applyThemeColor(home.fitment.themeColor);
  }, [home]);

  return (
    <div className="min-h-dvh bg-fill-2">
      <div className="mx-auto flex min-h-dvh w-full max-w-[430px] flex-col bg-surface shadow-md">
        {home?.preview && home.previewExpiresAt && (
          <PreviewBanner expiresAt={home.previewExpiresAt} locale={locale} text={text} />
        )}
        {state.status === 'loading' && (
          <p role="status" aria-busy="true" className="m-auto p-8 text-secondary">
            {text.loading}
          </p>
        )}
        {state.status === 'failed' && (
          <div role="alert" className="m-auto flex flex-col items-center gap-3 p-8 text-center">
            <p className="text-lg font-semibold text-default">{text.loadFailed}</p>
            <p className="text-secondary">{state.message}</p>
            {state.retry && (
              <NativeButton variant="primary" onClick={load}>
                {text.retry}
              </NativeButton>
            )}
          </div>
        )}
        {home && shown && (
          <StorefrontPage
            className="flex-1"
            settings={shown.settings}
            blocks={shown.blocks}
            lookups={home}
            mode="live"
            locale={locale}
            themeColor={home.fitment.themeColor}
            tabBar={tabBarOf(home, place, locale)}
          />
        )}
      </div>
    </div>
  );
}
