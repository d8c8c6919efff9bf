/**
 * The one script of the login page the build drew (pages/login/prerender.tsx). Once the page has loaded it
 * fetches the app's code at low priority without running it; the app runs when the visitor first turns to the
 * page (TURNS), so a visitor who only looks at the form costs the main thread nothing. A signed-in visitor (a stored token) is sent on at once, as the app does. A submission or a language
 * chosen before the app takes over is noted on the drawn copy, and the app carries it out
 * (lib/prerendered-login.ts).
 */
import {
  APP_ENTRY_ATTRIBUTE,
  APP_MODULES_ATTRIBUTE,
  drawnLogin,
  drawnLoginForm,
  noteOnDrawnLogin,
  readPrerenderedLogin,
} from './lib/prerendered-login';
import { getToken } from './lib/token';

/**
 * What counts as turning to the page: a key, an input, a completed click, a focus in a field. A press on a button
 * or a link starts nothing until its click completes: the app taking the drawn copy away between press and
 * release would lose the click.
 */
const TURNS = ['keydown', 'input', 'click', 'focusin'] as const;
const isTurn = (event: Event) => event.type !== 'focusin' || event.target instanceof HTMLInputElement;

const script = document.querySelector(`script[${APP_ENTRY_ATTRIBUTE}]`);
const entry = script?.getAttribute(APP_ENTRY_ATTRIBUTE) ?? '';
const modules = (script?.getAttribute(APP_MODULES_ATTRIBUTE) ?? '').split(' ').filter(Boolean);

let fetched = false;
/** Downloads the app's modules into the module map (not run): the visitor's first turn then only runs them. */
function fetchApp() {
  if (fetched) return;
  fetched = true;
  for (const href of [entry, ...modules]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    link.fetchPriority = 'low';
    document.head.append(link);
  }
}

let started = false;
function startApp() {
  if (started) return;
  started = true;
  for (const type of TURNS) removeEventListener(type, onTurn, true);
  fetchApp();
  if (entry) void import(/* @vite-ignore */ entry);
}

function onTurn(event: Event) {
  if (isTurn(event)) startApp();
}

const form = drawnLoginForm();
if (!form || getToken()) startApp();
else {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    noteOnDrawnLogin({ submitted: true });
    startApp();
  });
  drawnLogin()?.addEventListener('click', (event) => {
    const language = event.target instanceof Element ? event.target.closest('nav button[lang]') : null;
    if (language) noteOnDrawnLogin({ locale: language.getAttribute('lang') ?? '' });
  });
  // The visitor may have turned to the form before this script ran (it loads at low priority).
  const before = readPrerenderedLogin();
  if (before?.focused || Object.keys(before?.values ?? {}).length > 0) startApp();
  else {
    for (const type of TURNS) addEventListener(type, onTurn, { capture: true, passive: true });
    const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fetchApp) : fetchApp());
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle, { once: true });
  }
}
