import type { StorefrontArticle, StorefrontProductDetail, StorefrontStore } from '@soundboard/contract';
import { storyLookups } from '@soundboard/ui/storefront/story-data.ts';
import { describe, expect, it } from 'vitest';
import {
  articleDescription,
  articleJsonLd,
  headTags,
  productJsonLd,
  scriptJson,
  shortDescription,
  storeJsonLd,
} from './head';

const ORIGIN = 'https://shop.example.com';
const OPTIONS = {
  canonicalUrl: `${ORIGIN}/storefront/product/101`,
  origin: ORIGIN,
  locale: 'zh-CN',
  siteName: 'Soundboard',
  noindex: false,
} as const;

// Shapes as in the kit's story data (ui storefront/pages/story-pages.tsx), with media-library URLs.
const product: StorefrontProductDetail = {
  id: 101,
  name: '书架音箱 S2',
  kind: 'speaker',
  salePrice: 129_900,
  imageUrl: '/behind/storefront/files/7',
  sku: 'SP-S2-BK',
  brand: 'Soundboard',
  model: 'S2',
  unit: '对',
  warrantyMonths: 24,
  images: [
    {
      url: '/behind/storefront/files/8?sig=a&b',
      kind: 'image',
      mime: 'image/jpeg',
      width: 750,
      height: 750,
      durationSeconds: null,
    },
    {
      url: '/behind/storefront/files/9',
      kind: 'video',
      mime: 'video/mp4',
      width: 640,
      height: 360,
      durationSeconds: 12,
    },
  ],
  specs: [{ field: 'powerW', value: 60 }],
  description: '两分频书架音箱，6.5 英寸低音单元。\n附赠音箱线与墙面支架。',
  inStock: true,
  related: [],
};

const article: StorefrontArticle = {
  id: 31,
  slug: 'choosing-speakers',
  title: 'Choosing living-room speakers',
  summary: '',
  cover: {
    url: '/behind/storefront/files/12',
    kind: 'image',
    mime: 'image/png',
    width: 320,
    height: 240,
    durationSeconds: null,
  },
  publishedAt: '2026-11-20T02:00:00Z',
  body: '<p>Before choosing speakers, measure the room &amp; the walls.</p><h2>Room size</h2>',
  authorName: 'Liu Yang',
  viewCount: 128,
  products: [],
};

// The kit's story store (two periods on Sunday, closed for a refit on Monday), picture from the media library.
const storyStore = storyLookups('zh-CN').stores[1];
if (!storyStore) throw new Error('no story store');
const store: StorefrontStore = { ...storyStore, photoUrl: '/behind/storefront/files/3' };

describe('the description of a page', () => {
  it('keeps plain text as it is written, tag-like words too, with its whitespace collapsed', () => {
    expect(shortDescription('Power <5 W>\n\n  idle   <b> stays &amp;')).toBe('Power <5 W> idle <b> stays &amp;');
  });

  it("takes an article's summary as plain text, else its body's text (tags dropped, entities decoded)", () => {
    expect(articleDescription({ summary: 'Less <than> 3 dB', body: '<p>body</p>' })).toBe('Less <than> 3 dB');
    expect(
      articleDescription({
        summary: '',
        body: '<p>Tom &amp; Jerry&nbsp;&lt;3</p>\n\n<p>  &quot;hi&quot; &#39;x&#39; </p>',
      }),
    ).toBe('Tom & Jerry <3 "hi" \'x\'');
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const cut = shortDescription(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/ word…$/);
    expect(cut).not.toMatch(/ …$/);
  });

  it('cuts text without spaces on a character boundary', () => {
    const cut = shortDescription('音'.repeat(200));
    expect(cut).toBe(`${'音'.repeat(159)}…`);
    expect(shortDescription('音'.repeat(160))).toBe('音'.repeat(160));
  });
});

describe('productJsonLd', () => {
  it('prices in yuan from fen, absolute picture URLs, only images', () => {
    const json = productJsonLd(product, OPTIONS.canonicalUrl, ORIGIN);
    expect(json).toMatchObject({
      '@type': 'Product',
      name: '书架音箱 S2',
      sku: 'SP-S2-BK',
      brand: { '@type': 'Brand', name: 'Soundboard' },
      image: [`${ORIGIN}/behind/storefront/files/8?sig=a&b`],
      offers: {
        '@type': 'Offer',
        price: '1299.00',
        priceCurrency: 'CNY',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(json.description).toBe('两分频书架音箱，6.5 英寸低音单元。 附赠音箱线与墙面支架。');
  });

  it('tells out of stock, keeps odd fen exact and falls back to the list picture', () => {
    const json = productJsonLd({ ...product, inStock: false, salePrice: 5, images: [] }, OPTIONS.canonicalUrl, ORIGIN);
    expect(json.offers).toMatchObject({ price: '0.05', availability: 'https://schema.org/OutOfStock' });
    expect(json.image).toEqual([`${ORIGIN}/behind/storefront/files/7`]);
  });
});

describe('articleJsonLd', () => {
  it('has headline, dates, author, absolute cover and a description from the body when the summary is empty', () => {
    const json = articleJsonLd(article, `${ORIGIN}/storefront/article/31`, ORIGIN);
    expect(json).toMatchObject({
      '@type': 'Article',
      headline: 'Choosing living-room speakers',
      datePublished: '2026-11-20T02:00:00Z',
      author: { '@type': 'Person', name: 'Liu Yang' },
      image: `${ORIGIN}/behind/storefront/files/12`,
      description: 'Before choosing speakers, measure the room & the walls. Room size',
    });
    expect(json).not.toHaveProperty('dateModified');
  });

  it('leaves out the image and author it does not have', () => {
    const json = articleJsonLd({ ...article, cover: null, authorName: null }, ORIGIN, ORIGIN);
    expect(json).not.toHaveProperty('image');
    expect(json).not.toHaveProperty('author');
  });
});

describe('storeJsonLd', () => {
  it('is a LocalBusiness with a postal address, geo and each date’s hours (closed as 00:00–00:00)', () => {
    const json = storeJsonLd(store, `${ORIGIN}/storefront/store/1`, ORIGIN);
    expect(json).toMatchObject({
      '@type': 'LocalBusiness',
      name: '上海静安旗舰店',
      alternateName: 'Shanghai Jing’an flagship',
      telephone: '021 8888 6666',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '南京西路 1266 号 2 楼',
        addressRegion: '上海市 上海市 静安区',
      },
      geo: { latitude: 31.2304, longitude: 121.4737 },
    });
    expect(json.image).toBe(`${ORIGIN}/behind/storefront/files/3`);
    // Five one-period days, Sunday's two periods, the closed Monday.
    expect(json.openingHoursSpecification).toHaveLength(8);
    expect(json.openingHoursSpecification).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ dayOfWeek: 'https://schema.org/Sunday', opens: '09:30', closes: '12:00' }),
        expect.objectContaining({ dayOfWeek: 'https://schema.org/Sunday', opens: '13:00', closes: '21:00' }),
        expect.objectContaining({
          dayOfWeek: 'https://schema.org/Monday',
          opens: '00:00',
          closes: '00:00',
          validFrom: '2026-11-30',
          validThrough: '2026-11-30',
        }),
      ]),
    );
    expect(storeJsonLd({ ...store, photoUrl: null }, ORIGIN, ORIGIN)).not.toHaveProperty('image');
  });
});

describe('scriptJson', () => {
  it('escapes what could end a script element and still parses back to the same value', () => {
    const value = { html: '<!-- </script> -->', and: 'a & b', lines: '\u2028\u2029' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('headTags', () => {
  it('escapes the title and every attribute value', () => {
    const html = headTags(
      { title: `<script>alert("x")</script> & 'y'`, description: 'A "quoted" <b>bold</b>' },
      {
        ...OPTIONS,
        canonicalUrl: `${ORIGIN}/storefront/search?q="><x&y`,
      },
    );
    expect(html).toContain('<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;</title>');
    expect(html).toContain('<meta property="og:title" content="&lt;script&gt;alert(&quot;x&quot;)');
    // The description is text by now (a product's may say "<5 W>"): escaped, not stripped.
    expect(html).toContain('<meta name="description" content="A &quot;quoted&quot; &lt;b&gt;bold&lt;/b&gt;">');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/storefront/search?q=&quot;&gt;&lt;x&amp;y">`);
    expect(html).not.toContain('<script>');
  });

  it('serialises JSON-LD so that it cannot close its script element', () => {
    const html = headTags({ title: 'x', jsonLd: { name: '</script><script>alert(1)</script> & \u2028' } }, OPTIONS);
    const scripts = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(scripts?.[1]).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(scripts?.[1] ?? '')).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });

  it('makes og:image absolute and asks for a large card with a picture', () => {
    const html = headTags({ title: 'S2', image: '/behind/storefront/files/8?sig=a&b', ogType: 'product' }, OPTIONS);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/behind/storefront/files/8?sig=a&amp;b">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('without a picture: no og:image, a summary card, type website', () => {
    const html = headTags({ title: 'Home', image: null }, OPTIONS);
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('name="description"');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta property="og:site_name" content="Soundboard">');
    expect(html).toContain(`<meta property="og:url" content="${OPTIONS.canonicalUrl}">`);
  });

  it('says noindex only when asked', () => {
    expect(headTags({ title: 'x' }, OPTIONS)).not.toContain('robots');
    expect(headTags({ title: 'x' }, { ...OPTIONS, noindex: true })).toContain('<meta name="robots" content="noindex">');
  });

  it('tells og:locale in Open Graph form', () => {
    expect(headTags({ title: 'x' }, OPTIONS)).toContain('<meta property="og:locale" content="zh_CN">');
    expect(headTags({ title: 'x' }, { ...OPTIONS, locale: 'en-US' })).toContain(
      '<meta property="og:locale" content="en_US">',
    );
  });

  it('trims a long description to 160 characters', () => {
    const html = headTags({ title: 'x', description: 'a'.repeat(300) }, OPTIONS);
    expect(html).toContain(`<meta name="description" content="${'a'.repeat(159)}…">`);
    expect(html).toContain(`<meta property="og:description" content="${'a'.repeat(159)}…">`);
  });
});
