/**
 * The storefront's entry (storefront/index.html): its own small stylesheet, the browser's language and light or
 * dark preference, then the page. Nothing of the admin app (shell, router, stores, dictionaries) is imported here.
 */
import './storefront.css';
import { applyThemeMode } from '@soundboard/tokens';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserLocale } from './route';
import { StorefrontApp } from './storefront-app';

const locale = browserLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
document.documentElement.lang = locale;
const dark = window.matchMedia('(prefers-color-scheme: dark)');
const followScheme = () => applyThemeMode(dark.matches ? 'dark' : 'light');
followScheme();
dark.addEventListener('change', followScheme);

const root = document.getElementById('root');
if (!root) throw new Error('storefront/index.html lost its #root element');
createRoot(root).render(
  <StrictMode>
    <StorefrontApp locale={locale} />
  </StrictMode>,
);
