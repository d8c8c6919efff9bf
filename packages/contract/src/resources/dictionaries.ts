/**
 * The resource dictionaries (labels of fields, values, actions), loaded on demand, and the admin's texts derived
 * from them (./derived-texts.ts). A module of its own so the admin's i18n can import it without pulling in the
 * definitions.
 */
import { derivedTexts } from './derived-texts';

type Dictionary = Record<string, string>;

export const resourceDictionaries = {
  'zh-CN': () => import('./locales/zh-CN.json').then((module) => module.default as Dictionary),
  'en-US': () => import('./locales/en-US.json').then((module) => module.default as Dictionary),
};

/** The admin app's texts that the resource dictionaries hold: resource screen titles and module labels. */
export const resourceAppTexts = {
  'zh-CN': () => resourceDictionaries['zh-CN']().then(derivedTexts),
  'en-US': () => resourceDictionaries['en-US']().then(derivedTexts),
};
