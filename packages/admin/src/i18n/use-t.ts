/** `t` for components: re-renders them when the locale changes. */
import { useStore } from '@nanostores/react';
import { $locale } from '../stores/locale';
import { t } from './index';

export function useT(): typeof t {
  useStore($locale);
  return t;
}
