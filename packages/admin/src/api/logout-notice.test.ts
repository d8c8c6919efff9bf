import { modalStore } from '@soundboard/ui/overlays/modal-store.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../i18n';
import { openLogoutNotice } from './logout-notice';

describe('logout notice', () => {
  beforeAll(() => loadLocale('en-US', ['app']));

  it('opens one error modal with its documented texts, and OK runs the logout', async () => {
    let loggedOut = 0;
    const onOk = () => {
      loggedOut += 1;
    };
    const first = openLogoutNotice(onOk);
    const second = openLogoutNotice(onOk);
    expect(second).toBe(first);
    const entries = modalStore.getSnapshot();
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry?.hideCancel).toBe(true);
    expect(entry?.options).toMatchObject({
      title: 'Logout notice',
      content: 'you have been logged out, please log in again',
      okText: 'return to login',
      status: 'error',
    });
    // What ModalHost does on OK: run onOk, then settle.
    await entry?.options.onOk?.();
    entry?.settle(true);
    await expect(first).resolves.toBe(true);
    expect(loggedOut).toBe(1);
    expect(modalStore.getSnapshot()).toHaveLength(0);
    openLogoutNotice(onOk);
    expect(modalStore.getSnapshot()).toHaveLength(1);
    modalStore.closeAll();
  });
});
