/**
 * The code around every signed-in screen, loaded on demand (never part of the login screen's first load): one
 * place for these imports, shared by what renders them (app.tsx, router.tsx) and what fetches them ahead of the
 * sign-in click (routes/prefetch.ts).
 */
import { needMessages } from '../i18n';

/** The app frame with the `app` dictionary: every signed-in screen sits in it. */
export const loadAppLayout = () => Promise.all([import('../layout/app-layout'), needMessages(['app'])]);

/** The modal host (and React Aria's locale under it): only signed-in screens open modals. */
export const loadModalHost = () =>
  Promise.all([import('@soundboard/ui/overlays/modal-host.tsx'), import('../i18n/aria-locale')]);

/** The visible toasts (the announcer is in the first load). */
export const loadToastStack = () => import('../layout/toast-stack');
