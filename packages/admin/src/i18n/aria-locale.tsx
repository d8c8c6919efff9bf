/**
 * The kit's locale provider (its own words and React Aria's dates and numbers) following $locale. Wraps every
 * screen built from React Aria controls: the app frame, the entry pages beyond login, the modal host. The app
 * root sets only the React-Aria-free part (UiLocaleContext), so the login screen never loads React Aria.
 */
import { useStore } from '@nanostores/react';
import { UiLocaleProvider } from '@soundboard/ui/i18n/locale-provider.tsx';
import type { ReactNode } from 'react';
import { $locale } from '../stores/locale';

export function AriaLocale({ children }: { children: ReactNode }) {
  return <UiLocaleProvider locale={useStore($locale)}>{children}</UiLocaleProvider>;
}
