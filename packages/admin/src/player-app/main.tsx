/**
 * The in-store player's entry (player/index.html): its own small stylesheet, the browser's language and light or
 * dark preference, then the player. Nothing of the admin app (shell, router, stores, dictionaries) is imported.
 */
import './player.css';
import { applyThemeMode } from '@soundboard/tokens';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserLocale } from '../storefront-app/route';
import { playerAppMessages } from './messages';
import { PlayerApp } from './player-app';

const locale = browserLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
document.documentElement.lang = locale;
document.title = playerAppMessages[locale].title;
const dark = window.matchMedia('(prefers-color-scheme: dark)');
const followScheme = () => applyThemeMode(dark.matches ? 'dark' : 'light');
followScheme();
dark.addEventListener('change', followScheme);

const root = document.getElementById('root');
if (!root) throw new Error('player/index.html lost its #root element');
createRoot(root).render(
  <StrictMode>
    <PlayerApp locale={locale} />
  </StrictMode>,
);
