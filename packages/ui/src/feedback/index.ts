// Exports of the feedback area, one line per component family.

export * from './badge';
export * from './empty';
export * from './notice-store';
export * from './result';
export * from './skeleton';
export * from './spinner';
export * from './status';
export * from './toast';
export * from './toast-announcer';
export * from './toaster';
export * from './top-progress';
export * from './top-progress-store';
