/** Entry: styles, (dev:mock) the mock worker, the document settings and the stored locale's dictionary, then the app. */
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { bindDocumentSettings } from './lib/document-settings';
import { initLocale } from './stores/locale';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

// dev:mock only: MODE is a build-time constant, so production builds drop this import entirely.
if (import.meta.env.MODE === 'mock') await (await import('./mock/browser')).startMockWorker();
bindDocumentSettings();
await initLocale();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
