/**
 * Runs `then` once no dialog is open on the page: at once when none is, else when the last one leaves the document
 * (React Aria's dialogs, the pickers among them, render `role="dialog"` in a portal and are removed on close).
 * Answers a function that stops waiting. Toasts (`alertdialog`) do not count: they do not hold the user's work.
 */
const OPEN_DIALOG = '[role="dialog"]';

const dialogOpen = (): boolean => document.querySelector(OPEN_DIALOG) !== null;

export function afterDialogsClose(then: () => void): () => void {
  if (!dialogOpen()) {
    then();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (dialogOpen()) return;
    observer.disconnect();
    then();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
