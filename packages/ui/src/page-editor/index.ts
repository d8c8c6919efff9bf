export * from './page-editor';
export { pageEditorMessages } from './page-editor.messages';
export * from './prop-defs';
export * from './property-panel';
export * from './types';
export * from './use-undoable';
