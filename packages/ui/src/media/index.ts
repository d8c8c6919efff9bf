// Exports of the media area, one line per component family.
export * from './format-duration';
export * from './material-grid';
export * from './material-kind';
