export * from './property-panel';
