/**
 * Entry: the entry stylesheet (the full one comes with the app frame), the document settings and the stored
 * locale's dictionary, then the app.
 */
import './entry.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { bindDocumentSettings } from './lib/document-settings';
import { bindLookCookie } from './lib/look-cookie';
import { initLocale } from './stores/locale';

/**
 * An async function rather than top-level await: a module with top-level await cannot take the chunks it shares
 * with the lazily loaded pages, so the bundler would leave them as many small files on the login screen.
 */
async function start(root: HTMLElement) {
  bindDocumentSettings();
  await initLocale();
  bindLookCookie();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');
void start(root);
