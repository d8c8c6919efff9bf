/**
 * The entry pages' code (login, register, forgot password), apart from page-loaders.ts: the login form fetches
 * the signed-in pages' code ahead of the sign-in (prefetch.ts, through page-loaders.ts), so one module loading
 * both would be a cycle. The router alone imports this, and hands the loader to lazy-page.tsx.
 */
import { FORGOT_PASSWORD, LOGIN, REGISTER } from './table';
import type { PageLoad } from './types';

export const ENTRY_PAGES: Readonly<Record<string, PageLoad>> = {
  [LOGIN]: () => import('../pages/login'),
  [REGISTER]: () => import('../pages/register'),
  [FORGOT_PASSWORD]: () => import('../pages/forgot-password'),
};
