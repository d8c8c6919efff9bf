/**
 * The OpenAPI 3.1 document of every /behind route, built by walking the Hono router (as the permission test
 * does): method, path and path parameters from the route, the permission from its guard, the body and query
 * from the contract schemas its handler declares (./route-input.ts, ./hand-routes.ts), the envelope answer.
 */
import { API_BASE, RESULT_CODES } from '@soundboard/contract';
import type { JsonSchema } from '@valibot/to-json-schema';
import type { RouterRoute } from 'hono/types';
import type { Requirement } from '../auth/guard';
import { HAND_ROUTE_INPUTS } from './hand-routes';
import { jsonSchemaOf } from './json-schema';
import { inputOf, type RouteInput } from './route-input';

export const DOCUMENTED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** One route as the document sees it. */
export interface ApiRoute {
  method: string;
  /** As the router lists it (`/behind/products/:id{[0-9]+}`). */
  path: string;
  requirement: Requirement;
  input: RouteInput;
}

/** Every guarded /behind route once, with what its handlers declare. */
export function apiRoutes(routes: readonly RouterRoute[]): ApiRoute[] {
  const byKey = new Map<string, ApiRoute>();
  for (const route of routes) {
    if (!(DOCUMENTED_METHODS as readonly string[]).includes(route.method)) continue;
    if (!route.path.startsWith(`${API_BASE}/`)) continue;
    const key = `${route.method} ${route.path}`;
    const entry = byKey.get(key) ?? {
      method: route.method,
      path: route.path,
      requirement: { kind: 'public' } as Requirement,
      input: HAND_ROUTE_INPUTS[key] ?? {},
    };
    const requirement = (route.handler as { requirement?: Requirement }).requirement;
    if (requirement) entry.requirement = requirement;
    entry.input = inputOf(route.handler) ?? entry.input;
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

/** `:id{[0-9]+}` → `{id}`, with the parameter's pattern. */
export function openApiPath(path: string): { path: string; params: { name: string; pattern?: string }[] } {
  const params: { name: string; pattern?: string }[] = [];
  const converted = path.replace(/:(\w+)(?:\{([^}]*)\})?/g, (_match, name: string, pattern?: string) => {
    params.push(pattern ? { name, pattern: `^${pattern}$` } : { name });
    return `{${name}}`;
  });
  return { path: converted, params };
}

const ENVELOPE_REF = { $ref: '#/components/schemas/Envelope' };
const envelopeAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ENVELOPE_REF } },
});

function queryParameters(query: RouteInput['query']) {
  if (!query) return [];
  const schema = jsonSchemaOf(query) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function requestBody(input: RouteInput) {
  if (input.body) {
    return { required: true, content: { 'application/json': { schema: jsonSchemaOf(input.body) } } };
  }
  if (input.upload) {
    const schema = {
      type: 'object',
      properties: { [input.upload]: { type: 'string', format: 'binary' } },
      required: [input.upload],
      additionalProperties: false,
    };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  return undefined;
}

function describeAccess(requirement: Requirement): string {
  if (requirement.kind === 'public') return 'Public: no session needed.';
  if (requirement.kind === 'session') return 'Any signed-in session.';
  return `Needs the permission \`${requirement.permission}\`.`;
}

function operation(route: ApiRoute, params: { name: string; pattern?: string }[]) {
  const { requirement, input } = route;
  const segments = route.path.slice(API_BASE.length + 1).split('/');
  const isPublic = requirement.kind === 'public';
  const csv = route.method === 'GET' && route.path.endsWith('/export');
  const body = requestBody(input);
  return {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/\{[^}]*\}/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ?? '').toUpperCase())}`,
    tags: [segments[0] ?? 'api'],
    description: describeAccess(requirement),
    'x-public': isPublic,
    'x-permission': requirement.kind === 'permission' ? requirement.permission : null,
    security: isPublic ? [] : [{ adminToken: [] }],
    parameters: [
      ...params.map(({ name, pattern }) => ({
        name,
        in: 'path',
        required: true,
        schema: pattern ? { type: 'string', pattern } : { type: 'string' },
      })),
      ...queryParameters(input.query),
    ],
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': csv
        ? { description: 'CSV file (UTF-8 with BOM)', content: { 'text/csv': { schema: { type: 'string' } } } }
        : envelopeAnswer('Success: code 1, the answer in data'),
      ...(isPublic ? {} : { '401': envelopeAnswer('No valid session (code 400005)') }),
      ...(requirement.kind === 'permission' ? { '403': envelopeAnswer('Missing the permission (code 400003)') } : {}),
      '4XX': envelopeAnswer("Refused: the code says why, the message in the caller's language; nothing changed"),
    },
  };
}

const COMPONENTS = {
  securitySchemes: {
    adminToken: { type: 'apiKey', in: 'header', name: 'admin-token', description: 'The token the login answers' },
  },
  schemas: {
    Envelope: {
      type: 'object',
      description: 'Every answer: code 1 is success; any other code comes with its HTTP status.',
      properties: {
        code: { type: 'integer', enum: Object.keys(RESULT_CODES).map(Number) },
        message: { type: 'string', description: 'In the locale of the arco-locale or Accept-Language header' },
        data: { description: 'The answer; for code 400022 `{ issues: [{ path, message }] }`' },
      },
      required: ['code', 'message', 'data'],
    },
  },
};

export function buildDocument(routes: readonly RouterRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of apiRoutes(routes)) {
    const { path, params } = openApiPath(route.path);
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[route.method.toLowerCase()] = operation(route, params);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Soundboard API',
      version: '1',
      description:
        "Generated from the router and the contract's valibot schemas. Send the locale in `arco-locale` (zh-CN or en-US).",
    },
    servers: [{ url: '/' }],
    paths,
    components: COMPONENTS,
  };
}

export type OpenApiDocument = ReturnType<typeof buildDocument>;
