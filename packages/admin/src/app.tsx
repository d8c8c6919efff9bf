/**
 * The app root: router under /admin, the UI kit's locale (its words; React Aria's own provider comes with the
 * screens that use it, see i18n/aria-locale.tsx), the toast and modal hosts, the guarded routes.
 * The router puts signed-in screens in the app frame (layout/app-layout.tsx).
 */
import { useStore } from '@nanostores/react';
import { toastStore } from '@soundboard/ui/feedback/toast.ts';
import { ToastAnnouncer } from '@soundboard/ui/feedback/toast-announcer.tsx';
import { UiLocaleContext } from '@soundboard/ui/i18n/locale-context.ts';
import { modalStore } from '@soundboard/ui/overlays/modal-store.ts';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Router } from 'wouter';
import { AppRoutes } from './routes/router';
import { loadModalHost, loadToastStack } from './routes/signed-in-code';
import { $locale } from './stores/locale';
import { $session } from './stores/session';

export const BASE = '/admin';

/**
 * The modal host and the dialog code under it stay out of the login screen's load: only signed-in screens open
 * modals (the logout notice, confirmations), so it loads as soon as a user is signed in, ready before the first.
 */
const ModalHost = lazy(() =>
  loadModalHost().then(([{ ModalHost: Host }, { AriaLocale }]) => ({
    default: function LocalizedModalHost() {
      return (
        <AriaLocale>
          <Host />
        </AriaLocale>
      );
    },
  })),
);

/**
 * The visible toasts load with the first one (their icons and buttons are not part of the login screen's
 * first load); the announcer is there from the start, so the first message is read out too.
 */
const ToastStack = lazy(() => loadToastStack().then((module) => ({ default: module.ToastStack })));

function LazyToasts() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <>
      <ToastAnnouncer />
      {items.length > 0 && (
        <Suspense fallback={null}>
          <ToastStack />
        </Suspense>
      )}
    </>
  );
}

/** Mounts the modal host while a modal is open (with none open it renders nothing anyway). */
function LazyModalHost() {
  const entries = useSyncExternalStore(modalStore.subscribe, modalStore.getSnapshot, modalStore.getSnapshot);
  const signedIn = useStore($session).in;
  useEffect(() => {
    if (signedIn) void Promise.all([loadModalHost(), loadToastStack()]).catch(() => undefined);
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
    <UiLocaleContext.Provider value={locale}>
      <Router base={BASE}>
        <AppRoutes />
      </Router>
      <LazyToasts />
      <LazyModalHost />
    </UiLocaleContext.Provider>
  );
}
