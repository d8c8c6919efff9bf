/**
 * The shapes the storefront's blocks render. The kit never imports the contract (docs/architecture.md): these mirror
 * the contract's decoration/document.ts and decoration/storefront.ts structurally, so the admin and the storefront page
 * pass the contract's values straight in and the type checker tells when the two drift apart.
 */

/** Every block's outer look (contract BLOCK_STYLE). */
export interface BlockStyleValue {
  /** '#rrggbb' or '' (none). */
  background: string;
  marginTop: number;
  marginBottom: number;
  marginX: number;
  paddingY: number;
  paddingX: number;
  radius: number;
}

/** One block of a page (contract BlockComponent): its kind's properties as the descriptors say. */
export interface BlockValue {
  id: string;
  kind: string;
  props: Record<string, unknown>;
  style: BlockStyleValue;
}

/** A page's settings (contract PAGE_SETTINGS). */
export interface PageSettingsValue {
  title: string;
  background: string;
  navigationBarBackground: string;
  /** 'dark' text on a light bar, or 'light' text on a dark one. */
  navigationBarText: string;
}

export interface StorefrontMediaValue {
  url: string;
  kind: 'image' | 'audio' | 'video' | 'document';
  mime: string;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
}

export interface StorefrontProductValue {
  id: number;
  name: string;
  kind: string;
  /** Fen. */
  salePrice: number;
  imageUrl: string | null;
}

export interface StorefrontStoreValue {
  id: number;
  code: string;
  nameZh: string;
  nameEn: string;
  address: string;
  regionText: string;
  phone: string;
  coordinates: string;
  status: string;
  photoUrl: string | null;
  week: { date: string; weekday: number; periods: { opens: string; closes: string }[]; note: string }[];
  openNow: boolean;
}

/** What blocks refer to, looked up (contract ResolvedDocument without the document). */
export interface StorefrontLookups {
  media: Record<number, StorefrontMediaValue>;
  products: Record<number, StorefrontProductValue>;
  stores: Record<number, StorefrontStoreValue>;
  /** Product ids each product-grid block shows, by block id. */
  grids: Record<string, number[]>;
  /** The store shown by store blocks whose storeId is null. */
  defaultStoreId: number | null;
}

/** A link target (contract Link): the storefront page decides how to open it. */
export interface LinkValue {
  kind: 'product' | 'article' | 'page' | 'url';
  target: string;
}

/** The pages beyond the home (contract decoration/storefront-catalog.ts), mirrored structurally as above. */
export interface StorefrontProductPageValue {
  items: StorefrontProductValue[];
  /** The next page's cursor; null on the last. */
  next: string | null;
}

export interface StorefrontProductDetailValue extends StorefrontProductValue {
  sku: string;
  brand: string;
  model: string;
  unit: string;
  warrantyMonths: number;
  images: StorefrontMediaValue[];
  specs: { field: 'powerW' | 'impedanceOhm' | 'frequencyResponse' | 'channels'; value: string | number }[];
  description: string;
  inStock: boolean;
  related: StorefrontProductValue[];
}

export interface StorefrontArticleSummaryValue {
  id: number;
  slug: string;
  title: string;
  summary: string;
  cover: StorefrontMediaValue | null;
  publishedAt: string;
}

export interface StorefrontArticlePageValue {
  items: StorefrontArticleSummaryValue[];
  next: string | null;
}

export interface StorefrontArticleValue extends StorefrontArticleSummaryValue {
  /** Sanitised by the server. */
  body: string;
  authorName: string | null;
  viewCount: number;
  products: StorefrontProductValue[];
}

export interface StorefrontRegionValue {
  code: string;
  name: string;
  stores: number;
}

export interface StorefrontStoreListValue {
  regions: StorefrontRegionValue[];
  stores: StorefrontStoreValue[];
}

export interface StorefrontSearchValue {
  query: string;
  products: StorefrontProductValue[];
  articles: StorefrontArticleSummaryValue[];
}

/** The category page's filter (contract storefrontProductQuery): prices in fen, null for no bound. */
export interface StorefrontProductFilter {
  kind: string | null;
  sort: 'newest' | 'priceAsc' | 'priceDesc' | 'name';
  min: number | null;
  max: number | null;
}
