// Exports of the overlays area, one line per component family.
export * from './confirm-dialog';
export * from './context-menu';
export * from './dialog-button';
export * from './drawer';
export * from './menu';
export * from './modal';
export * from './modal-host';
export * from './modal-store';
export * from './popover';
export * from './tooltip';
