/**
 * The storefront's ad places (issue 39's ads and launch screen): the launch screen once per visitor per day, the
 * pop-up once per visitor per day on the home page, and the banner places of a page. Each place asks the public
 * ads API by placement (the server counts a view per ad shown); opening an ad counts a click (the server keeps
 * one per visitor a day) and then follows its link. A failed ad request leaves the place empty: ads never block
 * the page.
 */
import type { AD_PLACEMENTS, StorefrontAd, StorefrontHome } from '@soundboard/contract';
import { AdBanner, AdPopup, type AdValue, adText, LaunchScreen } from '@soundboard/ui/storefront/ads/index.ts';
import type { Navigate } from '@soundboard/ui/storefront/index.ts';
import { createContext, useContext, useEffect, useState } from 'react';
import type { StorefrontApi } from '../api/storefront';
import { useLoad } from './use-load';

export type Placement = (typeof AD_PLACEMENTS)[number];

const NO_ADS: StorefrontAd[] = [];

/** What the places need of the storefront's API (api/storefront.ts). */
export type AdsApi = Pick<StorefrontApi, 'ads' | 'adClick'>;

/**
 * The ad places' API, navigation and language; null where no ad shows: a preview of a draft (staff looking at a
 * template must not count views of the live ads).
 */
export const AdsContext = createContext<{ api: AdsApi; navigate: Navigate; locale: string } | null>(null);

/** A place's running ads; [] while loading and when the request fails. */
export function useAds(api: AdsApi, placement: Placement, enabled = true): StorefrontAd[] {
  const [ads, setAds] = useState<StorefrontAd[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    api.ads(placement).then(
      (shown) => live && setAds(shown),
      () => live && setAds([]),
    );
    return () => {
      live = false;
    };
  }, [api, placement, enabled]);
  return ads;
}

/** Opens an ad: counts the click (a fitment picture, id 0, is not an ad), then follows the link. */
export function openerOf(api: AdsApi, navigate: Navigate) {
  return (ad: AdValue) => {
    if (ad.id > 0) void api.adClick(ad.id).catch(() => {});
    navigate(ad.link);
  };
}

/**
 * Today in the visitor's own calendar ("once a day" is their day), as YYYY-MM-DD. From the date's own parts, not
 * toLocaleDateString: the page's first Intl call costs a phone ~200 ms while it takes over the server's page.
 */
function today() {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** Whether the visitor was shown this place today (localStorage; without it, never: the place shows). */
function shownToday(key: string): boolean {
  try {
    return localStorage.getItem(key) === today();
  } catch {
    return false;
  }
}

function markShown(key: string) {
  try {
    localStorage.setItem(key, today());
  } catch {
    // Storage refused (a private window's quota): it shows again next time, it is only an ad.
  }
}

const LAUNCH_KEY = 'storefront.launch-day';
const POPUP_KEY = 'storefront.popup-day';

/**
 * The launch screen: when the fitment turns it on, once a day, the running launch ad's picture, or else the
 * fitment's own launch image. `onDone` runs when it closes or when there is nothing to show.
 */
export function LaunchPlace({
  home,
  api,
  navigate,
  locale,
  onDone,
}: {
  home: StorefrontHome;
  api: AdsApi;
  navigate: Navigate;
  locale: string;
  onDone: () => void;
}) {
  const { launch } = home.fitment;
  const [due] = useState(() => launch.enabled && !shownToday(LAUNCH_KEY));
  const [ads, setAds] = useState<StorefrontAd[] | null>(null);
  useEffect(() => {
    if (!due) return onDone();
    api.ads('launch').then(setAds, () => setAds([]));
  }, [api, due, onDone]);
  const own = launch.imageId === null ? undefined : home.media[launch.imageId];
  const ad: AdValue | null =
    ads?.[0] ??
    (own && launch.link
      ? { id: 0, title: '', imageUrl: own.url, link: launch.link, width: own.width ?? 750, height: own.height ?? 1334 }
      : null);
  useEffect(() => {
    if (due && ads !== null && !ad) onDone();
  }, [due, ads, ad, onDone]);
  const showing = due && ads !== null && ad !== null;
  useEffect(() => {
    if (showing) markShown(LAUNCH_KEY);
  }, [showing]);
  if (!showing || !ad) return null;
  return (
    <LaunchScreen ad={ad} seconds={launch.seconds} onOpen={openerOf(api, navigate)} onClose={onDone} locale={locale} />
  );
}

/** The home's pop-up ad: the first running one, once a day, after the launch screen. */
export function PopupPlace({ api, navigate, locale }: { api: AdsApi; navigate: Navigate; locale: string }) {
  const [due] = useState(() => !shownToday(POPUP_KEY));
  const [ad] = useAds(api, 'popup', due);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (ad) markShown(POPUP_KEY);
  }, [ad]);
  if (!ad || closed) return null;
  return <AdPopup ad={ad} onOpen={openerOf(api, navigate)} onClose={() => setClosed(true)} locale={locale} />;
}

/** A banner place of a page: its running ads, or nothing (no ad, a preview, a failed request). */
export function BannerPlace({ placement }: { placement: Placement }) {
  const ads = useContext(AdsContext);
  return ads && <Banner placement={placement} {...ads} />;
}

function Banner({
  placement,
  api,
  navigate,
  locale,
}: {
  placement: Placement;
  api: AdsApi;
  navigate: Navigate;
  locale: string;
}) {
  // Loaded like the page's own data, so the server's render draws the banner in its place: added after the page
  // was shown, it pushed everything below it down (a layout shift of 0.27 on the home page).
  const { state } = useLoad(`ads/${placement}`, () => api.ads(placement), '');
  const shown = state.status === 'ready' ? state.data : NO_ADS;
  const words = adText(locale);
  // The home holds two banner places: each landmark is named apart.
  const label = placement === 'homeTop' || placement === 'homeMiddle' ? words[placement] : undefined;
  return <AdBanner ads={shown} onOpen={openerOf(api, navigate)} locale={locale} label={label} />;
}
