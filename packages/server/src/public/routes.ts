/**
 * The public API under /public (contract content/public-api.ts): every route needs a site token (./site-auth.ts).
 * Articles and files (./articles.ts) and the forum (./forum.ts) mount here.
 */
import { Hono } from 'hono';
import { jsonBodyLimit } from '../http/json-limits';
import { publicArticleRoutes } from './articles';
import { publicForumRoutes } from './forum';
import type { PublicEnv } from './site-auth';
import { siteAuth } from './site-auth';

export const publicRoutes = new Hono<PublicEnv>();
publicRoutes.use('*', siteAuth);
// Only a caller with a valid token gets its body read (a customer's post may be the rich-text size).
publicRoutes.use('*', jsonBodyLimit);
publicRoutes.route('/', publicArticleRoutes);
publicRoutes.route('/', publicForumRoutes);
