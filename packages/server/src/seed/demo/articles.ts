/**
 * Demo articles (demo mode, empty database): ./articles-data.ts told as the workflow would have left them —
 * published ones with 1–3 revisions (a few with changes not yet published), some in review, two drafts, one
 * scheduled a few days after the seed's `now` (its publish job pending), one archived — in the seeded article
 * categories, with product cards of seeded products, pictures from the seeded media library when there is one,
 * and view counts. Deterministic: the same `now` gives the same rows.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { PUBLISH_JOB, publishJobKey } from '../../content/article-publish';
import { slugFromTitle } from '../../content/article-slug';
import { sanitizeRichText } from '../../content/sanitize';
import type { Tx } from '../../db/client';
import { articleProducts, articleRevisions, articles, categories, materials, products } from '../../db/schema';
import { scheduleJob } from '../../jobs/queue';
import { DEMO_ARTICLES, type DemoArticle } from './articles-data';

const DAY = 86_400_000;
const CJK = /[\u4e00-\u9fff]/;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function specTable(chinese: boolean): string {
  const [a, b, c] = chinese ? ['项目', '参数', '说明'] : ['Item', 'Value', 'Note'];
  const rows = chinese
    ? [
        ['额定功率', '120W', '每声道'],
        ['频率响应', '45Hz–20kHz', '±3dB'],
        ['阻抗', '8Ω', '也可 100V 定压'],
      ]
    : [
        ['Rated power', '120 W', 'per channel'],
        ['Frequency response', '45 Hz–20 kHz', '±3 dB'],
        ['Impedance', '8 Ω', 'or 100 V line'],
      ];
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr><th>${a}</th><th>${b}</th><th>${c}</th></tr></thead><tbody>${body}</tbody></table>`;
}

interface Product {
  id: number;
  sku: string;
  name: string;
}

/** The body's blocks with the markers filled in; which product cards it shows. */
function blocks(article: DemoArticle, product: Product | undefined, imageId: number | undefined) {
  const shown: number[] = [];
  const html = article.body.flatMap((block) => {
    if (block === '{product}') {
      if (!product) return [];
      shown.push(product.id);
      return [
        `<figure data-product-id="${product.id}"><figcaption>${escapeHtml(product.name)} · ${product.sku}</figcaption></figure>`,
      ];
    }
    if (block === '{image}')
      return imageId ? [`<img data-material-id="${imageId}" alt="${escapeHtml(article.title)}">`] : [];
    if (block === '{table}') return [specTable(CJK.test(article.title))];
    return [block];
  });
  return { html, productIds: shown };
}

export async function seedDemoArticles(tx: Tx, now: Date, staff: { editor: number; admin: number }): Promise<void> {
  const nodes = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tree, 'article'), isNull(categories.parentId)))
    .orderBy(asc(categories.sort), asc(categories.id));
  // The media seed's article tree: industry news first, installation cases second.
  const categoryOf = { news: nodes[0]?.id ?? null, cases: nodes[1]?.id ?? nodes[0]?.id ?? null };
  const catalog = await tx
    .select({ id: products.id, sku: products.sku, name: products.name, kind: products.kind })
    .from(products)
    .orderBy(asc(products.id));
  const images = await tx
    .select({ id: materials.id })
    .from(materials)
    .where(eq(materials.kind, 'image'))
    .orderBy(asc(materials.id));
  const slugs = new Set<string>();

  for (const [index, article] of DEMO_ARTICLES.entries()) {
    // A product of the kind the article is about (any product when the catalogue has none of that kind).
    const kind = catalog.filter((item) => item.kind === (article.product ?? 'speaker'));
    const pool = kind.length > 0 ? kind : catalog;
    const product = pool.length > 0 ? pool[(index * 7) % pool.length] : undefined;
    const image = images.length > 0 ? images[index % images.length]?.id : undefined;
    const { html, productIds } = blocks(article, product, image);
    const extra = CJK.test(article.title)
      ? '<p>（更新中：补充现场照片。）</p>'
      : '<p>(Update in progress: more photos to come.)</p>';
    const working = sanitizeRichText([...html, ...(article.unpublished ? [extra] : [])].join(''));
    let slug = slugFromTitle(article.title);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugFromTitle(article.title)}-${n}`;
    slugs.add(slug);

    const authorId = index % 3 === 2 ? staff.admin : staff.editor;
    const published = article.status === 'published' || article.status === 'archived';
    const count = published ? (article.revisions ?? 1) : 0;
    // Newest first in the list: the first articles were published most recently, a few days apart.
    const firstAt = new Date(now.getTime() - (4 + index * 5 + count * 3) * DAY);
    const createdAt = new Date(firstAt.getTime() - 2 * DAY);
    const lastAt = count > 0 ? new Date(firstAt.getTime() + (count - 1) * 3 * DAY) : createdAt;
    const publishAt = article.status === 'scheduled' ? new Date(now.getTime() + 3 * DAY) : null;
    const [row] = await tx
      .insert(articles)
      .values({
        title: article.title,
        slug,
        categoryId: categoryOf[article.category],
        cover: image && published ? [image] : [],
        summary: article.summary,
        body: working.html,
        bodyText: working.text,
        wordCount: working.wordCount,
        tags: article.tags,
        authorId,
        pinned: article.pinned ?? false,
        banner: article.banner ?? false,
        sort: article.sort ?? 0,
        status: article.status,
        publishAt,
        publishedAt: count > 0 ? firstAt : null,
        revision: count,
        unpublishedChanges: Boolean(article.unpublished),
        viewCount: published ? Math.round(5200 / (1 + index * 0.7)) + ((index * 37) % 90) : 0,
        createdAt,
        createdBy: authorId,
        updatedAt: article.unpublished ? new Date(lastAt.getTime() + DAY) : lastAt,
        updatedBy: staff.editor,
        version: 2 + count,
      })
      .returning({ id: articles.id });
    if (!row) throw new Error('seed: article insert returned nothing');
    if (productIds.length > 0)
      await tx
        .insert(articleProducts)
        .values(productIds.map((productId, sort) => ({ articleId: row.id, productId, sort })));
    for (let number = 1; number <= count; number++) {
      // Earlier revisions lacked the last blocks the later ones added.
      const content = sanitizeRichText(html.slice(0, Math.max(1, html.length - (count - number))).join(''));
      await tx.insert(articleRevisions).values({
        articleId: row.id,
        number,
        title: article.title,
        summary: article.summary,
        body: content.html,
        bodyText: content.text,
        coverId: image ?? null,
        categoryId: categoryOf[article.category],
        tags: article.tags,
        productIds,
        authorId,
        wordCount: content.wordCount,
        publishedAt: new Date(firstAt.getTime() + (number - 1) * 3 * DAY),
        publishedBy: staff.editor,
      });
    }
    if (publishAt)
      await scheduleJob(tx, {
        kind: PUBLISH_JOB,
        key: publishJobKey(row.id),
        runAt: publishAt,
        payload: { articleId: row.id, userId: staff.editor },
      });
  }
}
