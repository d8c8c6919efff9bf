/**
 * The public storefront (/storefront/): the live home, or with ?preview=<token> a signed draft, and every page a
 * link leads to (route.ts: path routes), drawn by the kit's storefront pages — the same blocks staff see in the
 * editor's preview. The home answer comes first: its fitment gives every page the theme colour, the bottom
 * navigation and the "mine" layout; the other pages then load their own data (pages.tsx).
 */
import type { StorefrontHome } from '@soundboard/contract';
import { applyThemeColor } from '@soundboard/tokens';
import { LinkQueryContext, linkPlace, type Navigate, placePath } from '@soundboard/ui/storefront/links.tsx';
import type { TabBarItem } from '@soundboard/ui/storefront/tab-bar.tsx';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { StorefrontApi } from '../api/storefront';
import { AdsContext, LaunchPlace, PopupPlace } from './ad-places';
import { FrameContext, type FrameValue, StatusNote, usePageMeta } from './frame';
import { type StorefrontAppText, storefrontAppMessages } from './messages';
import { PlaceView } from './pages';
import { PreviewBanner } from './preview-banner';
import { type Place, placeOf, previewQuery, previewToken } from './route';
import { useLoad } from './use-load';
import { useStorefrontRoute } from './use-route';

type Locale = 'zh-CN' | 'en-US';

/** The tab whose target is the place shown (any category page for the category tab). */
function isAt(target: StorefrontHome['fitment']['tabBar']['items'][number]['target'], place: Place): boolean {
  const at = linkPlace(target);
  if (!at) return false;
  if (at.kind === 'category' && !at.productKind) return place.kind === 'category';
  return placePath(at) === placePath(place);
}

function tabBarOf(home: StorefrontHome, place: Place, locale: Locale): TabBarItem[] {
  return home.fitment.tabBar.items.map((item) => ({
    icon: item.icon,
    label: locale === 'zh-CN' ? item.labelZh : item.labelEn,
    link: item.target,
    active: isAt(item.target, place),
  }));
}

/**
 * `address`: where the page was opened (the browser's location, or the request's in the server's render);
 * `api`: the calls, made in the visitor's language (the server's render answers them itself).
 */
export function StorefrontApp({
  locale,
  address,
  api,
}: {
  locale: Locale;
  address: { pathname: string; search: string };
  api: StorefrontApi;
}) {
  const text = storefrontAppMessages[locale];
  const [token] = useState(() => previewToken(address.search));
  const [start] = useState(() => placeOf(address.pathname, address.search));
  const { place, go, navigate } = useStorefrontRoute(token, start);
  const { state, retry } = useLoad('home', () => (token ? api.preview(token) : api.home()), text.requestError);
  const home = state.status === 'ready' ? state.data : null;
  useEffect(() => {
    if (home) applyThemeColor(home.fitment.themeColor);
  }, [home]);
  const frame = useMemo<FrameValue | null>(
    () =>
      home && {
        locale,
        text,
        themeColor: home.fitment.themeColor,
        tabBar: tabBarOf(home, place, locale),
        navigate,
      },
    [home, place, locale, text, navigate],
  );

  // No ads in a preview of a draft: staff looking at a template must not count views of the live ads.
  const ads = useMemo(() => (token ? null : { api, navigate, locale }), [token, api, navigate, locale]);

  return (
    <div className="min-h-dvh bg-fill-2">
      <div className="mx-auto flex min-h-dvh w-full max-w-[430px] flex-col bg-surface shadow-md">
        {home?.preview && home.previewExpiresAt && (
          <PreviewBanner expiresAt={home.previewExpiresAt} locale={locale} text={text} />
        )}
        {home && frame ? (
          <LinkQueryContext value={previewQuery(token)}>
            <FrameContext value={frame}>
              <AdsContext value={ads}>
                <PlaceView place={place} home={home} api={api} go={go} />
                {ads && (
                  <StartAds home={home} onHome={place.kind === 'home'} locale={locale} navigate={navigate} api={api} />
                )}
              </AdsContext>
            </FrameContext>
          </LinkQueryContext>
        ) : (
          <HomeStatus
            failed={state.status === 'failed' || state.status === 'notFound' ? state.message : undefined}
            // A preview link that expired (410) or was never valid (404) stays so: trying again would not help.
            onRetry={state.status === 'failed' && state.httpStatus !== 410 ? retry : undefined}
            text={text}
          />
        )}
      </div>
    </div>
  );
}

/** The launch screen on the first page of the visit, then (on the home page) the pop-up: each once a day. */
function StartAds({
  home,
  onHome,
  locale,
  navigate,
  api,
}: {
  home: StorefrontHome;
  onHome: boolean;
  locale: Locale;
  navigate: Navigate;
  api: StorefrontApi;
}) {
  const [launched, setLaunched] = useState(false);
  const done = useCallback(() => setLaunched(true), []);
  return launched ? (
    onHome && <PopupPlace api={api} navigate={navigate} locale={locale} />
  ) : (
    <LaunchPlace home={home} api={api} navigate={navigate} locale={locale} onDone={done} />
  );
}

/** Before the home answer: the loading status, or its failure. */
function HomeStatus({ failed, onRetry, text }: { failed?: string; onRetry?: () => void; text: StorefrontAppText }) {
  usePageMeta({ title: text.title });
  return <StatusNote failed={failed} onRetry={onRetry} text={text} />;
}
