/**
 * The storefront's entry (storefront/index.html): its own small stylesheet, the visitor's language and light or
 * dark preference, then the page. A page the server rendered (server-render.tsx) is taken over where it stands,
 * with the answers it was drawn with; otherwise the app draws it. Nothing of the admin app (shell, router,
 * stores, dictionaries) is imported here.
 */
import './storefront.css';
import { applyThemeMode } from '@soundboard/tokens';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { storefrontApi } from '../api/storefront';
import { storefrontAppMessages } from './messages';
import { browserLocale, previewToken } from './route';
import { RENDER_STATE_ID, type RenderState, StorefrontRoot } from './storefront-root';
import { redirectHashLink } from './use-route';

// An old saved link (`#/product/12`) opens its page's path.
redirectHashLink(previewToken(location.search));
const rendered = document.getElementById(RENDER_STATE_ID)?.textContent;
const state: RenderState | null = rendered ? JSON.parse(rendered) : null;
const locale = state?.locale ?? browserLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
document.documentElement.lang = locale;
const dark = window.matchMedia('(prefers-color-scheme: dark)');
const followScheme = () => applyThemeMode(dark.matches ? 'dark' : 'light');
followScheme();
dark.addEventListener('change', followScheme);

const root = document.getElementById('root');
if (!root) throw new Error('storefront/index.html lost its #root element');
const app = (
  <StorefrontRoot
    locale={locale}
    address={{ pathname: location.pathname, search: location.search }}
    api={storefrontApi(locale, storefrontAppMessages[locale].requestError)}
    cache={state && { answers: state.answers }}
  />
);
if (state) hydrateRoot(root, app);
else createRoot(root).render(app);
