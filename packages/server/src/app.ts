/**
 * Builds the Hono app: request context (deps, locale, request id), security headers, body limits, the /behind
 * routers and one error path that turns everything into an honest status + translated envelope.
 */
import { randomUUID } from 'node:crypto';
import { LOCALE_HEADER, localeFromHeaders, ResultCode } from '@soundboard/contract';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { needsSession } from './auth/guard';
import { crmRoutes } from './crm/routes';
import { isConcurrentWrite } from './db/retry';
import { domainRoutes } from './domains';
import type { AppDeps, AppEnv } from './http/env';
import { errorLogFields } from './http/error-log';
import { ApiError } from './http/errors';
import { declaresBody, jsonLimit, richTextLimit } from './http/json-limits';
import { recordRequests } from './http/metrics';
import { fail } from './http/respond';
import { securityHeaders } from './http/security';
import { requestActor } from './http/security-log';
import { refuseNulInPath } from './http/validate';
import { importUploadLimits } from './import/routes';
import { materialUploadLimit } from './media/upload-limit';
import { openApiRoutes } from './openapi/routes';
import { publicRoutes } from './public/routes';
import { isRichTextWrite } from './resources/rich-text-limit';
import { accountRoutes } from './routes/account';
import { AVATAR_MAX_BYTES, AVATAR_UPLOAD_PATH } from './routes/avatar';
import { configRoutes } from './routes/config';
import { healthRoutes } from './routes/health';
import { kpiRoutes } from './routes/kpi';
import { monitorRoutes } from './routes/monitor';
import { userRoutes } from './routes/user';
import { searchRoutes } from './search/routes';
import { storefrontRoutes } from './storefront/router';

export { JSON_MAX_BYTES } from './http/json-limits';

/** Upload paths and their limits (the file plus its multipart framing); every other body is JSON. */
const uploadLimits = new Map(
  [[`/behind${AVATAR_UPLOAD_PATH}`, AVATAR_MAX_BYTES], ...importUploadLimits()].map(([path, max]) => [
    path as string,
    bodyLimit({
      maxSize: (max as number) + 16 * 1024,
      onError: (c) => fail(c, new ApiError(ResultCode.PayloadTooLarge)),
    }),
  ]),
);

const uploadCaller = needsSession();

const csvGzip = compress({ encoding: 'gzip', contentTypeFilter: /^text\/csv/ });

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // First: the server monitor times everything below, error answers included.
  app.use('*', recordRequests(deps));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('requestId', randomUUID());
    c.set('locale', localeFromHeaders(c.req.header(LOCALE_HEADER), c.req.header('accept-language')));
    // Headers go on before the handler: set after it, Hono rebuilds the finished Response (see http/security.ts).
    c.header('X-Request-Id', c.var.requestId);
    if (deps.instance) c.header('X-Served-By', deps.instance);
    await next();
  });
  app.use('*', securityHeaders);
  // A GET or HEAD, or a request that declares no body (a POST of user_info or the menu), has nothing to limit:
  // reading its absent stream would still build a full Request object (a fifth of a menu request's CPU time).
  app.use('/behind/*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !declaresBody(c)) return next();
    // The library's uploads take their limit from the configuration (media/upload-limit.ts).
    const upload =
      uploadLimits.get(c.req.path) ??
      (isRichTextWrite(c.req.method, c.req.path) ? richTextLimit : await materialUploadLimit(c.req.path, deps));
    if (!upload) return jsonLimit(c, next);
    // An upload's (or a rich text's) larger body is read for a signed-in caller only: an anonymous stream is
    // refused unread.
    let refusal: Response | undefined;
    await uploadCaller(c, async () => {
      refusal = (await upload(c, next)) ?? undefined; // the limit's 413 answer, if the body is too large
    });
    return refusal;
  });
  app.use('/behind/*', async (c, next) => {
    // Defaults a handler may override with its own c.header (files and region lists are cacheable).
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Accept-Encoding');
    await next();
  });
  // JSON answers gzip themselves (http/respond.ts); CSV exports stream, so they go through a compression stream.
  app.use('/behind/*', csvGzip);
  app.use('/behind/*', refuseNulInPath);
  // The public API (public/routes.ts): answers never cached by a proxy; bodies are limited after the site token.
  app.use('/public/*', refuseNulInPath);
  app.use('/public/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });

  app.route('/behind', healthRoutes);
  app.route('/behind', userRoutes);
  app.route('/behind', accountRoutes);
  app.route('/behind', domainRoutes);
  app.route('/behind', crmRoutes);
  app.route('/behind', monitorRoutes);
  app.route('/behind', configRoutes);
  app.route('/behind', kpiRoutes);
  app.route('/behind', storefrontRoutes);
  app.route('/behind', searchRoutes);
  app.route(
    '/behind',
    openApiRoutes(() => app.routes),
  );
  app.route('/public', publicRoutes);

  app.notFound((c) => fail(c, new ApiError(ResultCode.NotFound)));
  app.onError((error, c) => {
    if (error instanceof ApiError) return fail(c, error);
    // Still cancelled after db/retry.ts's attempts (a storm on the same rows): the user may try again.
    if (isConcurrentWrite(error)) {
      return fail(c, new ApiError(ResultCode.VersionConflict, 'resource.busy'));
    }
    const ref = c.var.requestId ?? randomUUID();
    // Never error.message as such: a database error's message holds the statement's parameters (http/error-log.ts).
    deps.log('error', 'unhandled error', {
      ref,
      method: c.req.method,
      path: c.req.path,
      ...requestActor(c),
      ...errorLogFields(error),
    });
    return fail(c, new ApiError(ResultCode.ServerError, undefined, { ref }), { ref });
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
