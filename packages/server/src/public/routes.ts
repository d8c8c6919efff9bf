/**
 * The public API under /public (contract content/public-api.ts): every route needs a site token (./site-auth.ts).
 * Articles and files (./articles.ts) and the forum (./forum.ts) mount here.
 */
import { Hono } from 'hono';
import { publicArticleRoutes } from './articles';
import { publicForumRoutes } from './forum';
import type { PublicEnv } from './site-auth';
import { siteAuth } from './site-auth';

export const publicRoutes = new Hono<PublicEnv>();
publicRoutes.use('*', siteAuth);
publicRoutes.route('/', publicArticleRoutes);
publicRoutes.route('/', publicForumRoutes);
