/** A store's name in the interface language (stores keep both: nameZh, nameEn). */
export const storeName = (row: { nameZh: string; nameEn: string }, locale: string): string =>
  locale === 'zh-CN' ? row.nameZh : row.nameEn;
