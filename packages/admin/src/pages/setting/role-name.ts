/** A role's name in the interface language (the current one unless given). */
import type { AdminRole, Locale } from '@soundboard/contract';
import { $locale } from '../../stores/locale';

export const roleName = (role: Pick<AdminRole, 'nameZh' | 'nameEn'>, locale: Locale = $locale.get()): string =>
  (locale === 'zh-CN' ? role.nameZh : role.nameEn) || role.nameZh || role.nameEn;
