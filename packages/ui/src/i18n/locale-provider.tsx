/** Sets the locale for the kit's own words (UiLocaleContext) and for React Aria (dates, numbers) at once. */
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { UiLocaleContext } from './locale-context';

export function UiLocaleProvider({ locale, children }: { locale: string; children: ReactNode }) {
  return (
    <UiLocaleContext.Provider value={locale}>
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </UiLocaleContext.Provider>
  );
}
