/**
 * The API reference page (/behind/docs): a static shell with no data in it. Its script reads the admin app's
 * token from local storage (same origin), fetches /behind/openapi.json with it (administrators only) and hands
 * the document to Swagger UI, whose files the server serves from the swagger-ui-dist package (no CDN, no inline
 * script: the CSP holds). Without a session, or without the permission, it says so in the page's language.
 */
import { API_BASE, LOCALE_HEADER, type Locale, MESSAGES, SESSION_TOKEN_HEADER } from '@soundboard/contract';

const KEYS = [
  'apiDocs.title',
  'apiDocs.loading',
  'apiDocs.signIn',
  'apiDocs.forbidden',
  'apiDocs.failed',
  'apiDocs.toLogin',
] as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function texts(locale: Locale) {
  return Object.fromEntries(KEYS.map((key) => [key.slice('apiDocs.'.length), MESSAGES[locale][key]]));
}

export function docsHtml(locale: Locale): string {
  const all = JSON.stringify({ 'zh-CN': texts('zh-CN'), 'en-US': texts('en-US') });
  const own = texts(locale);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(own.title ?? '')}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${API_BASE}/docs/swagger-ui.css">
<link rel="stylesheet" href="${API_BASE}/docs/docs.css">
</head>
<body>
<main id="docs" data-locale="${locale}" data-texts="${escapeHtml(all)}">
<p id="docs-status" role="status">${escapeHtml(own.loading ?? '')}</p>
<div id="swagger"></div>
</main>
<script src="${API_BASE}/docs/swagger-ui-bundle.js"></script>
<script src="${API_BASE}/docs/docs.js"></script>
</body>
</html>
`;
}

/** The page's own script: pick the locale as the admin app does, fetch the document with the token, show it. */
export const DOCS_SCRIPT = `(function () {
  var root = document.getElementById('docs');
  var status = document.getElementById('docs-status');
  var all = JSON.parse(root.getAttribute('data-texts'));
  var saved = localStorage.getItem('arco-locale');
  var locale = saved ? (saved === 'zh-CN' ? 'zh-CN' : 'en-US') : root.getAttribute('data-locale');
  var t = all[locale];
  document.documentElement.lang = locale;
  document.title = t.title;
  // The admin app's theme: Swagger UI has its own dark styles under html.dark-mode.
  if (localStorage.getItem('arco-theme') === 'dark') document.documentElement.classList.add('dark-mode');
  function say(text, withLogin) {
    status.textContent = text;
    if (withLogin) {
      var link = document.createElement('a');
      link.href = '/admin/login';
      link.textContent = t.toLogin;
      status.appendChild(document.createTextNode(' '));
      status.appendChild(link);
    }
  }
  var token = localStorage.getItem('admin-token');
  if (!token) return say(t.signIn, true);
  var headers = { '${SESSION_TOKEN_HEADER}': token, '${LOCALE_HEADER}': locale };
  fetch('${API_BASE}/openapi.json', { headers: headers })
    .then(function (answer) {
      if (answer.status === 401) return say(t.signIn, true);
      if (answer.status === 403) return say(t.forbidden, false);
      if (!answer.ok) return say(t.failed, false);
      return answer.json().then(function (spec) {
        status.hidden = true;
        var ui = window.SwaggerUIBundle({
          spec: spec,
          dom_id: '#swagger',
          deepLinking: true,
          docExpansion: 'none',
          validatorUrl: null,
          // "Try it out" goes as this session, its answers in the page's language.
          onComplete: function () { ui.preauthorizeApiKey('adminToken', token); },
          requestInterceptor: function (request) {
            request.headers['${LOCALE_HEADER}'] = locale;
            return request;
          },
        });
      });
    })
    .catch(function () { say(t.failed, false); });
})();
`;

/** Room around the status line; Swagger UI styles itself. */
export const DOCS_CSS = `body { margin: 0; font-family: system-ui, sans-serif; background: #fff; color: #1d2129; }
html.dark-mode body { background: #1c2022; color: #e4e6e6; }
html.dark-mode a { color: #7fb4ff; }
#docs-status { margin: 32px auto; max-width: 1460px; padding: 0 20px; font-size: 16px; }
`;
