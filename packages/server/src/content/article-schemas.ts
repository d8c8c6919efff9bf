/** The query strings of the article routes (./article-routes.ts) and of the public list (public/articles.ts). */
import * as v from 'valibot';

const idText = v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'validation.invalid'), v.transform(Number));

/** GET /articles/slug: the title to make a slug of, and the article's own id (its slug is not "taken"). */
export const slugQuery = v.strictObject({
  title: v.pipe(v.string(), v.trim(), v.minLength(1, 'validation.required'), v.maxLength(120, 'validation.tooLong')),
  id: v.optional(idText),
});

/** GET /public/articles: one category (and its descendants), a page. */
export const publicArticleQuery = v.strictObject({
  categoryId: v.optional(idText),
  page: v.optional(idText),
});
