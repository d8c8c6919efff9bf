/**
 * The app's one client (request, download, upload, blob): the pipeline of ./core wired to the stored token, the
 * UI kit's error toast and the logout notice (OK logs out and reloads the page).
 */
import { RE_AUTH_PATH, type TwoFactorStatus } from '@soundboard/contract';
import { ERROR_TOAST_DURATION, toast } from '@soundboard/ui/feedback/toast.ts';
import { t } from '../i18n';
import { getToken } from '../lib/token';
import { $locale } from '../stores/locale';
import { createClient } from './core';
import { openLogoutNotice } from './logout-notice';

/** Set by ./auth (which needs request() itself), so the notice's OK can log out. */
let logoutHandler: () => Promise<void> = async () => {};

export function setLogoutHandler(handler: () => Promise<void>): void {
  logoutHandler = handler;
}

export const { request, download, upload, blob } = createClient({
  getToken,
  showError: (message) => {
    toast.error(message, { duration: ERROR_TOAST_DURATION });
  },
  onSessionInvalid: () => {
    void openLogoutNotice(async () => {
      // The session is already gone on the server, so its logout call fails too; the local clean-up still ran.
      await logoutHandler().catch(() => undefined);
      globalThis.location?.reload();
    });
  },
  requestErrorText: () => t('request.error'),
  // A sensitive act asks for the password (or a code) again: the dialog is loaded only when first needed.
  reAuthenticate: () =>
    import('../layout/re-auth-dialog').then(({ askReAuth }) =>
      askReAuth({
        prove: (data) => request({ method: 'POST', url: RE_AUTH_PATH, data }),
        hasTwoFactor: () => request<TwoFactorStatus>({ url: '/user/two-factor' }).then((status) => status.enabled),
      }),
    ),
  getLocale: () => $locale.get(),
});
