/**
 * The queue behind `openModal` / `confirm`: plain TypeScript with subscribe/notify, so code outside React (the
 * admin's API client opening the logout notice) can open a modal that `<ModalHost />` renders.
 */
import type { ReactNode } from 'react';
import type { ConfirmStatus } from './confirm-dialog';

export interface ModalOptions {
  title: ReactNode;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
  status?: ConfirmStatus;
  danger?: boolean;
  /** Runs on OK; a returned promise shows a loading OK button, a rejection keeps the modal open. */
  onOk?: () => unknown;
  onCancel?: () => void;
}

export interface ModalEntry {
  id: number;
  options: ModalOptions;
  /** openModal: OK only; confirm: OK and Cancel. */
  hideCancel: boolean;
  settle: (confirmed: boolean) => void;
}

type Listener = () => void;

export function createModalStore() {
  let entries: readonly ModalEntry[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  function open(options: ModalOptions, hideCancel: boolean): Promise<boolean> {
    return new Promise((resolve) => {
      const id = nextId++;
      const settle = (confirmed: boolean) => {
        entries = entries.filter((entry) => entry.id !== id);
        notify();
        resolve(confirmed);
      };
      entries = [...entries, { id, options, hideCancel, settle }];
      notify();
    });
  }

  return {
    open,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => entries,
    /** Closes every open modal as cancelled (e.g. on logout). */
    closeAll() {
      for (const entry of entries) entry.settle(false);
    },
  };
}

export const modalStore = createModalStore();

/** A notice with a single OK button. Resolves true when acknowledged, false when dismissed. */
export function openModal(options: ModalOptions): Promise<boolean> {
  return modalStore.open(options, true);
}

/** A question with OK and Cancel. Resolves true on OK, false on Cancel / Escape. */
export function confirm(options: ModalOptions): Promise<boolean> {
  return modalStore.open(options, false);
}
