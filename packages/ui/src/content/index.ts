export * from './diff-text';
export * from './diff-view';
export * from './diff-view.messages';
export * from './html-blocks';
export * from './rich-text-view';
