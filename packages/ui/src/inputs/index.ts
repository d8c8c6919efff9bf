// Exports of the inputs area, one line per component family.
export * from './button';
export * from './checkbox';
export * from './count-words';
export * from './link';
export * from './money-field';
export * from './native-button';
export * from './native-checkbox';
export * from './native-date-field';
export * from './native-text-field';
export * from './number-field';
export * from './password-field';
export * from './radio-group';
export * from './slider';
export * from './switch';
export * from './text-area';
export * from './text-field';
