// Exports of the layout area, one line per component family.
export * from './grid';
export * from './stack';
