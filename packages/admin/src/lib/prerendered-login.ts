/**
 * The login form drawn into the page by the build (contract login-page.ts, pages/login/prerender.tsx): it shows
 * before any script runs, inside #login-prerendered beside the app's #root, and the app starts when the visitor
 * first turns to it (login-start.ts). Until the app takes over, the drawn form's native submission is a no-op
 * (method="dialog" outside a dialog): a submission, and a language chosen, are noted on the drawn copy instead.
 * When the app's login form mounts it takes what the visitor typed meanwhile, the focus and what was noted, and
 * removes the drawn copy in the same commit, so no frame shows both; any other first screen (a signed-in
 * visitor sent on) removes it too. No React here: login-start.ts, which runs before the app, uses it.
 */
import { LOCALES, type Locale } from '@soundboard/contract';

export const PRERENDERED_LOGIN_ID = 'login-prerendered';
/** login-start.ts's script element names the app's entry and the modules the entry needs (prerender.tsx). */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';
export const APP_MODULES_ATTRIBUTE = 'data-app-modules';

/** The drawn form's fields the app's form takes over, by the `name` the app's inputs carry. */
export type PrerenderedField = 'username' | 'password' | 'remember';

export interface PrerenderedLogin {
  /** Only what the visitor changed: a remembered username is not overwritten by the drawn copy's empty field. */
  values: { username?: string; password?: string; remember?: boolean };
  focused: PrerenderedField | null;
  /** The visitor sent the drawn form: the app's form sends it. */
  submitted: boolean;
  /** A language button pressed on the drawn copy (its `lang`). */
  locale: Locale | null;
}

/** The drawn copy's root element, while it is there. */
export const drawnLogin = () =>
  typeof document === 'undefined' ? null : document.getElementById(PRERENDERED_LOGIN_ID);

export const drawnLoginForm = () => drawnLogin()?.querySelector('form') ?? null;

/**
 * Notes on the drawn copy what the visitor asked of it before the app ran (login-start.ts): a submission, and a
 * language button pressed (the entry layout's buttons carry their locale as `lang`).
 */
export function noteOnDrawnLogin(what: { submitted: true } | { locale: string }): void {
  const root = drawnLogin();
  if (!root) return;
  if ('submitted' in what) root.dataset.submitted = 'true';
  else root.dataset.locale = what.locale;
}

const fieldName = (name: string): PrerenderedField | undefined =>
  name === 'username' || name === 'password' ? name : undefined;

const isLocale = (value: string | undefined): value is Locale =>
  value !== undefined && (LOCALES as readonly string[]).includes(value);

/** What the visitor did in the drawn form; null when there is none (a screen the app drew from the start). */
export function readPrerenderedLogin(): PrerenderedLogin | null {
  const root = drawnLogin();
  const form = root?.querySelector('form');
  if (!root || !form) return null;
  const values: PrerenderedLogin['values'] = {};
  for (const name of ['username', 'password'] as const) {
    const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (input && input.value !== input.defaultValue) values[name] = input.value;
  }
  const remember = form.querySelector<HTMLInputElement>('input[type="checkbox"]');
  if (remember && remember.checked !== remember.defaultChecked) values.remember = remember.checked;
  const active = document.activeElement;
  const focused =
    active instanceof HTMLInputElement && form.contains(active)
      ? active.type === 'checkbox'
        ? 'remember'
        : (fieldName(active.name) ?? null)
      : null;
  const locale = root.dataset.locale;
  return { values, focused, submitted: root.dataset.submitted === 'true', locale: isLocale(locale) ? locale : null };
}

/** The app's input for a field of the drawn form (its login form carries the same names). */
export function fieldOf(form: HTMLFormElement, field: PrerenderedField): HTMLInputElement | null {
  return form.querySelector<HTMLInputElement>(
    field === 'remember' ? 'input[type="checkbox"]' : `input[name="${field}"]`,
  );
}

export function removePrerenderedLogin(): void {
  drawnLogin()?.remove();
}
