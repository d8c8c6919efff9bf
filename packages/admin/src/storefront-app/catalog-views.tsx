/** The storefront app's product pages: the category (filters, a list in pages) and a product's own page. */
import { PRODUCT_KINDS } from '@soundboard/contract';
import { CategoryPage } from '@soundboard/ui/storefront/pages/category-page.tsx';
import { kindLabel } from '@soundboard/ui/storefront/pages/labels.ts';
import { ProductPage } from '@soundboard/ui/storefront/pages/product-page.tsx';
import { storefrontText } from '@soundboard/ui/storefront/storefront.messages.ts';
import type { StorefrontProductFilter } from '@soundboard/ui/storefront/types.ts';
import { useState } from 'react';
import type { StorefrontApi } from '../api/storefront';
import { BannerPlace } from './ad-places';
import { LoadedPage, NotFound, Page, useFrame } from './frame';
import { useLoad, usePaged } from './use-load';
import type { useStorefrontRoute } from './use-route';

type Go = ReturnType<typeof useStorefrontRoute>['go'];

const isKind = (kind: string | null) => kind === null || (PRODUCT_KINDS as readonly string[]).includes(kind);

export function CategoryView({ api, productKind, go }: { api: StorefrontApi; productKind: string | null; go: Go }) {
  return isKind(productKind) ? <Category api={api} productKind={productKind} go={go} /> : <NotFound />;
}

function Category({ api, productKind, go }: { api: StorefrontApi; productKind: string | null; go: Go }) {
  const { locale, navigate } = useFrame();
  const text = storefrontText(locale);
  const [order, setOrder] = useState<Omit<StorefrontProductFilter, 'kind'>>({ sort: 'newest', min: null, max: null });
  const filter = { ...order, kind: productKind };
  const list = usePaged(JSON.stringify(filter), (cursor) => api.products({ ...filter, cursor }));
  const onFilter = ({ kind, ...rest }: StorefrontProductFilter) => {
    setOrder(rest);
    // The kind is in the path (a link to it can be shared); the order is not.
    if (kind !== productKind) go({ kind: 'category', productKind: kind }, true);
  };
  return (
    <Page title={productKind ? kindLabel(productKind, text) : text.categories}>
      <CategoryPage
        kinds={PRODUCT_KINDS}
        filter={filter}
        products={list.items}
        next={list.next}
        state={list.state}
        locale={locale}
        onFilter={onFilter}
        onLoadMore={list.loadMore}
        onNavigate={navigate}
      />
    </Page>
  );
}

export function ProductView({ api, id }: { api: StorefrontApi; id: string }) {
  const { locale, navigate, text } = useFrame();
  const { state, retry } = useLoad(`product/${id}`, () => api.product(id), text.requestError);
  return (
    <LoadedPage
      loaded={state}
      retry={retry}
      title={storefrontText(locale).products}
      titleOf={(product) => product.name}
      aboutOf={(product) => ({ kind: 'product', product })}
    >
      {(product) => (
        <>
          <ProductPage product={product} locale={locale} onNavigate={navigate} />
          <BannerPlace placement="productDetail" />
        </>
      )}
    </LoadedPage>
  );
}
