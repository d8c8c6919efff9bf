/** Mount once near the app root: renders the modals opened with `openModal` / `confirm` from anywhere. */
import { useSyncExternalStore } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { modalStore } from './modal-store';

export function ModalHost() {
  const entries = useSyncExternalStore(modalStore.subscribe, modalStore.getSnapshot, modalStore.getSnapshot);
  return entries.map(({ id, options, hideCancel, settle }) => (
    <ConfirmDialog
      key={id}
      isOpen
      title={options.title}
      content={options.content}
      okText={options.okText}
      cancelText={options.cancelText}
      status={options.status}
      danger={options.danger}
      hideCancel={hideCancel}
      onConfirm={async () => {
        await options.onOk?.();
        settle(true);
      }}
      onCancel={() => {
        options.onCancel?.();
        settle(false);
      }}
    />
  ));
}
