/**
 * Asking before a page with unsaved work is left. Every in-app move goes through history.pushState (wouter's
 * navigate, its Link, React Aria's links, the tab bar), so while a guard is on, pushState is held until the page's
 * `mayLeave` answers (it may save first, or ask). The browser's back and forward buttons have already moved the
 * address when `popstate` fires: the guard listens in the capture phase (before wouter), puts the page's address
 * back, and goes back for real once allowed. Closing the tab gets the browser's own question (`beforeunload`).
 * Replacements (redirects, the editor's add -> edit/:id) pass untouched.
 */
import { useEffect, useRef } from 'react';

type MayLeave = () => Promise<boolean>;

let active: { mayLeave: MayLeave; hasChanges: () => boolean } | null = null;
let deciding = false;
/** The guarded page's own address (kept up to date: the editor's address changes from add to edit/:id). */
let guardedUrl: string | null = null;

/** Runs `go` once the active guard allows leaving (at once when there is none). */
async function whenAllowed(go: () => void): Promise<void> {
  if (!active || deciding) return active ? undefined : go();
  deciding = true;
  try {
    if (await active.mayLeave()) go();
  } finally {
    deciding = false;
  }
}

function install(): () => void {
  const pushState = history.pushState;
  const guarded: typeof history.pushState = function (this: History, ...args) {
    if (!active?.hasChanges()) return pushState.apply(this, args);
    void whenAllowed(() => pushState.apply(history, args));
  };
  history.pushState = guarded;

  const onPopState = (event: PopStateEvent) => {
    if (!active?.hasChanges()) return;
    // The address is already the previous page's: wouter must not see it, and the page's address comes back.
    event.stopImmediatePropagation();
    if (guardedUrl) pushState.call(history, null, '', guardedUrl);
    void whenAllowed(() => {
      active = null;
      history.back();
    });
  };
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!active?.hasChanges()) return;
    event.preventDefault();
    // Older Chromium asks only when returnValue is set.
    event.returnValue = '';
  };
  addEventListener('popstate', onPopState, { capture: true });
  addEventListener('beforeunload', onBeforeUnload);
  return () => {
    if (history.pushState === guarded) history.pushState = pushState;
    removeEventListener('popstate', onPopState, { capture: true });
    removeEventListener('beforeunload', onBeforeUnload);
  };
}

/**
 * Guards the page while it is mounted: `hasChanges` says whether leaving would lose work (read at the moment of
 * leaving); `mayLeave` decides (save, or ask) and resolves true to let the move happen.
 */
export function useLeaveGuard(hasChanges: () => boolean, mayLeave: MayLeave): void {
  const latest = useRef({ hasChanges, mayLeave });
  latest.current = { hasChanges, mayLeave };
  useEffect(() => {
    const guard = {
      hasChanges: () => latest.current.hasChanges(),
      mayLeave: () => latest.current.mayLeave(),
    };
    active = guard;
    guardedUrl = location.pathname + location.search;
    const track = () => {
      if (active === guard) guardedUrl = location.pathname + location.search;
    };
    addEventListener('replaceState', track);
    const uninstall = install();
    return () => {
      uninstall();
      removeEventListener('replaceState', track);
      if (active === guard) {
        active = null;
        guardedUrl = null;
      }
    };
  }, []);
}
