/**
 * The app root: router under /admin, the UI kit's locale, the toast and modal hosts, the guarded routes.
 * The router puts signed-in screens in the app frame (layout/app-layout.tsx).
 */
import { useStore } from '@nanostores/react';
import { Toaster } from '@soundboard/ui/feedback/toaster.tsx';
import { modalStore } from '@soundboard/ui/overlays/modal-store.ts';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { I18nProvider } from 'react-aria-components';
import { Router } from 'wouter';
import { AppRoutes } from './routes/router';
import { $locale } from './stores/locale';
import { $session } from './stores/session';

export const BASE = '/admin';

/**
 * The modal host and the dialog code under it stay out of the login screen's load: only signed-in screens open
 * modals (the logout notice, confirmations), so it loads as soon as a user is signed in, ready before the first.
 */
const loadModalHost = () => import('@soundboard/ui/overlays/modal-host.tsx');
const ModalHost = lazy(() => loadModalHost().then((module) => ({ default: module.ModalHost })));

/** Mounts the modal host while a modal is open (with none open it renders nothing anyway). */
function LazyModalHost() {
  const entries = useSyncExternalStore(modalStore.subscribe, modalStore.getSnapshot, modalStore.getSnapshot);
  const signedIn = useStore($session).in;
  useEffect(() => {
    if (signedIn) void loadModalHost().catch(() => undefined);
  }, [signedIn]);
  if (entries.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ModalHost />
    </Suspense>
  );
}

export function App() {
  const locale = useStore($locale);
  return (
    <I18nProvider locale={locale}>
      <Router base={BASE}>
        <AppRoutes />
      </Router>
      <Toaster />
      <LazyModalHost />
    </I18nProvider>
  );
}
