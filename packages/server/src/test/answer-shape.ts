/**
 * Every successful JSON answer a server test receives is checked against the shape its route declares for the
 * OpenAPI document (../openapi/route-output.ts, ../openapi/hand-outputs.ts), so a shape that drifts from its
 * handler fails the suite that calls the route, writes included, not only the GET answers ../openapi/answers.test.ts
 * samples.
 */

import type { RouterRoute } from 'hono/types';
import * as v from 'valibot';
import { type ApiRoute, apiRoutes } from '../openapi/document';
import { routeMatcher } from '../openapi/route-matcher';

type Matcher = (method: string, path: string) => ApiRoute | undefined;

/** An app as far as the check reads it: its router's routes. */
interface Routed {
  routes: readonly RouterRoute[];
}

/** Per app: its documented routes, read once (an app's router does not change after it is built). */
const matchers = new WeakMap<Routed, Matcher>();

function matcherOf(app: Routed): Matcher {
  let matcher = matchers.get(app);
  if (!matcher) {
    matcher = routeMatcher(apiRoutes(app.routes, { publicApi: true }));
    matchers.set(app, matcher);
  }
  return matcher;
}

/** The first few issues of a failed parse, each at its dotted path. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? '(data)'}: ${issue.message}`)
    .join('; ');
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Throws when a success envelope's `data` does not match the shape its route declares. */
export function checkAnswerShape(app: Routed, method: string, path: string, answer: Answer) {
  if (answer.status < 200 || answer.status >= 300) return;
  if (!answer.headers.get('content-type')?.includes('application/json')) return;
  const body = answer.body as { code?: unknown; data?: unknown } | null;
  if (body?.code !== 1) return;
  // The matcher leaves the query out itself.
  const route = matcherOf(app)(method, path);
  if (!route?.output) return;
  const checked = v.safeParse(route.output, body.data);
  if (checked.success) return;
  throw new Error(
    `${route.method} ${route.path} answered data that does not match its declared shape: ${describeIssues(checked.issues)}`,
  );
}
