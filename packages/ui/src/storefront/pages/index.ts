// The storefront's pages beyond the home template (the storefront app gives each its data and callbacks).
export { ArticleListPage, type ArticleListPageProps } from './article-list-page';
export { ArticlePage, type ArticlePageProps } from './article-page';
export { yuanToFen } from './category-filters';
export { CategoryPage, type CategoryPageProps } from './category-page';
export { MINE_ENTRY_ICONS, MinePage, type MinePageProps } from './mine-page';
export { NotFoundPage } from './not-found-page';
export { StorefrontShell, type StorefrontShellProps } from './page-shell';
export { ProductPage, type ProductPageProps } from './product-page';
export { SearchPage, type SearchPageProps } from './search-page';
export { StoreListPage, type StoreListPageProps } from './store-list-page';
export { StorePage, type StorePageProps } from './store-page';
