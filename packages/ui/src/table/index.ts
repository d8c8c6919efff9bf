// Exports of the table area, one line per component family.
export * from './column-visibility';
export * from './data-table';
export * from './demo-orders';
export * from './table';
