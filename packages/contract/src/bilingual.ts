/** Texts of one area in both locales, with the same keys (the type refuses a key missing from either). */
export function bilingual<const K extends string>(
  enUS: Record<K, string>,
  zhCN: NoInfer<Record<K, string>>,
): { 'en-US': Record<K, string>; 'zh-CN': Record<K, string> } {
  return { 'en-US': enUS, 'zh-CN': zhCN };
}
