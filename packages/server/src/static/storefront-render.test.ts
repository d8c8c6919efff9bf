// The pieces of the storefront's server render that live here: the visitor's languages in order, and the built
// page filled with a render. (The render itself, on the built app: admin e2e storefront-no-script.)
import { describe, expect, it } from 'vitest';
import { acceptedLanguages, fillTemplate } from './storefront-render';

describe('acceptedLanguages', () => {
  it('orders by q, keeps the header order on ties, and drops q=0 and *', () => {
    expect(acceptedLanguages('en-GB;q=0.8, zh-CN, fr;q=0, *;q=0.1, en;q=0.8')).toEqual(['zh-CN', 'en-GB', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('fillTemplate', () => {
  const template =
    '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>Soundboard</title></head><body><div id="root"></div></body></html>';

  it('puts the language, the head, the markup and the answers in their places, with one title', () => {
    const page = fillTemplate(template, {
      status: 200,
      lang: 'en-US',
      head: '<title>SP-200</title>',
      body: '<main>SP-200</main>',
      state: '<script id="storefront-state" type="application/json">{}</script>',
    });
    expect(page).toBe(
      '<!doctype html><html lang="en-US"><head><meta charset="UTF-8" /><title>SP-200</title></head><body><div id="root"><main>SP-200</main></div><script id="storefront-state" type="application/json">{}</script></body></html>',
    );
  });

  it("keeps a name's dollar signs as they are", () => {
    const page = fillTemplate(template, {
      status: 200,
      lang: 'zh-CN',
      head: "<title>$' $& $$</title>",
      body: "<h1>$' $& $$</h1>",
      state: '',
    });
    expect(page).toContain("<title>$' $& $$</title></head>");
    expect(page).toContain('<div id="root"><h1>$\' $& $$</h1></div>');
  });
});
