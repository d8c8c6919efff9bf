// Exports of the pickers area, one line per component family.
// The region tree is not re-exported here: import loadChinaRegions from './china-regions' where it is needed.
export * from './cascader';
export * from './color-picker';
export * from './combo-box';
export * from './date-picker';
export * from './date-range-picker';
export type { PickerOption } from './list-parts';
export * from './multi-select';
export * from './search-select';
export * from './select';
export * from './theme-color-contrast';
export * from './theme-color-picker';
export * from './time-field';
export * from './upload';
