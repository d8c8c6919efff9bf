// Exports of the navigation area, one line per component family.
export * from './breadcrumb';
export * from './pagination';
export * from './steps';
export * from './tabs';
