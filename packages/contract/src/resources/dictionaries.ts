/**
 * The resource dictionaries (labels of fields, values, actions), loaded on demand. A module of its own so the
 * admin's i18n can import it without pulling in the definitions.
 */
export const resourceDictionaries = {
  'zh-CN': () => import('./locales/zh-CN.json').then((module) => module.default as Record<string, string>),
  'en-US': () => import('./locales/en-US.json').then((module) => module.default as Record<string, string>),
};
