// Exports of the data-display area, one line per component family.
export * from './avatar';
export * from './card';
export * from './descriptions';
export * from './divider';
export * from './format-money';
export * from './money';
export * from './qr-code';
export * from './statistic';
export * from './tag';
export * from './timeline';
export * from './tree';
