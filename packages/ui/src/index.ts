/**
 * @soundboard/ui — prefer deep imports (`@soundboard/ui/inputs/button`) in app code so bundles carry only
 * what they use; this barrel is for stories and tests. Each area has its own index.
 * The app-frame widgets are not re-exported here: import them from `@soundboard/ui/widgets/index.ts` (the app frame's
 * breadcrumb is the navigation Breadcrumb with `home`).
 */
export * from './data-display';
export * from './feedback';
export * from './feedback/progress-bar';
export * from './forms/field-parts';
export * from './i18n/messages';
export * from './icons';
export * from './inputs';
export * from './layout';
export * from './lib/compose';
export * from './lib/focus-ring';
export * from './media';
export * from './navigation';
export * from './overlays';
export * from './pickers';
export * from './table';
