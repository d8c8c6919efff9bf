/**
 * The page at a place: the home template's pages drawn from the home document, "mine" from the fitment, the
 * others from their own requests (catalog-views, content-views), and the 404 page for anything else.
 */
import type { StorefrontHome } from '@soundboard/contract';
import { MinePage } from '@soundboard/ui/storefront/pages/mine-page.tsx';
import { storefrontText } from '@soundboard/ui/storefront/storefront.messages.ts';
import { StorefrontPage } from '@soundboard/ui/storefront/storefront-page.tsx';
import type { BlockValue } from '@soundboard/ui/storefront/types.ts';
import type { StorefrontApi } from '../api/storefront';
import { BannerPlace } from './ad-places';
import { CategoryView, ProductView } from './catalog-views';
import { ArticlesView, ArticleView, SearchView, StoresView, StoreView } from './content-views';
import { NotFound, Page, useFrame, usePageMeta } from './frame';
import { type Place, pageFor } from './route';
import type { useStorefrontRoute } from './use-route';

type Go = ReturnType<typeof useStorefrontRoute>['go'];

/**
 * A home never published as a centred text block: the kit draws it like any other, and the page needs none of
 * the contract's runtime (its schemas) for it.
 */
function noticeBlock(content: string): BlockValue {
  return {
    id: 'notice',
    kind: 'text',
    props: { content, align: 'center', size: 'medium' },
    style: { background: '', marginTop: 0, marginBottom: 0, marginX: 0, paddingY: 48, paddingX: 16, radius: 0 },
  };
}

function TemplatePage({ home, place }: { home: StorefrontHome; place: Place }) {
  const frame = useFrame();
  const page = pageFor(home.document, place);
  const title = page?.settings.title || home.template?.name || frame.text.title;
  usePageMeta({ title });
  if (!page) return <NotFound />;
  return (
    <StorefrontPage
      className="flex-1"
      settings={page.settings}
      blocks={home.template ? page.components : [noticeBlock(frame.text.empty)]}
      lookups={home}
      mode="live"
      locale={frame.locale}
      themeColor={frame.themeColor}
      tabBar={frame.tabBar}
      onNavigate={frame.navigate}
      main
      look="device"
      {...(place.kind === 'home' && {
        above: <BannerPlace placement="homeTop" />,
        below: <BannerPlace placement="homeMiddle" />,
      })}
    />
  );
}

function MineView({ home }: { home: StorefrontHome }) {
  const { locale, navigate } = useFrame();
  const { mine } = home.fitment;
  const header = mine.headerImageId === null ? null : (home.media[mine.headerImageId]?.url ?? null);
  const store = home.defaultStoreId === null ? null : (home.stores[home.defaultStoreId] ?? null);
  return (
    <Page title={storefrontText(locale).mine}>
      <MinePage
        layout={mine.layout}
        entries={mine.entries}
        header={header}
        store={store}
        locale={locale}
        onNavigate={navigate}
      />
      <BannerPlace placement="mine" />
    </Page>
  );
}

export function PlaceView({
  place,
  home,
  api,
  go,
}: {
  place: Place;
  home: StorefrontHome;
  api: StorefrontApi;
  go: Go;
}) {
  switch (place.kind) {
    case 'home':
    case 'page':
      return <TemplatePage home={home} place={place} />;
    case 'mine':
      return <MineView home={home} />;
    case 'category':
      return <CategoryView api={api} productKind={place.productKind} go={go} />;
    case 'product':
      return <ProductView api={api} id={place.id} />;
    case 'articles':
      return <ArticlesView api={api} />;
    case 'article':
      return <ArticleView api={api} id={place.id} />;
    case 'stores':
      return <StoresView api={api} />;
    case 'store':
      return <StoreView api={api} id={place.id} />;
    case 'search':
      return <SearchView api={api} query={place.query} go={go} />;
    case 'notFound':
      return <NotFound />;
  }
}
