// Exports of the icons area, one line per component family.
export * from './icons';
