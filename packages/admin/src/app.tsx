/**
 * The app root: router under /admin, the UI kit's locale, the toast and modal hosts, the guarded routes.
 * The router puts signed-in screens in the app frame (layout/app-layout.tsx).
 */
import { useStore } from '@nanostores/react';
import { Toaster } from '@soundboard/ui/feedback/toaster.tsx';
import { ModalHost } from '@soundboard/ui/overlays/modal-host.tsx';
import { I18nProvider } from 'react-aria-components';
import { Router } from 'wouter';
import { AppRoutes } from './routes/router';
import { $locale } from './stores/locale';

export const BASE = '/admin';

export function App() {
  const locale = useStore($locale);
  return (
    <I18nProvider locale={locale}>
      <Router base={BASE}>
        <AppRoutes />
      </Router>
      <Toaster />
      <ModalHost />
    </I18nProvider>
  );
}
