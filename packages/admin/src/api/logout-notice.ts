/**
 * The logout notice: an error modal titled 'Logout notice' with 'you have been logged out, please log
 * in again' and the button 'return to login'. Several requests can fail at once: only one notice opens.
 */
import { openModal } from '@soundboard/ui/overlays/modal-store.ts';
import { t } from '../i18n';

let open: Promise<boolean> | null = null;

export function openLogoutNotice(onOk: () => unknown): Promise<boolean> {
  if (open) return open;
  open = openModal({
    title: t('request.logout.title'),
    content: t('request.logout.content'),
    okText: t('request.logout.ok'),
    status: 'error',
    onOk,
  }).finally(() => {
    open = null;
  });
  return open;
}
