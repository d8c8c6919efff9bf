/**
 * The OpenAPI 3.1 document of every /behind and /public route, built by walking the Hono router (as the
 * permission test does): method, path and path parameters from the route, the permission from its guard, the
 * interface and its credential (./interfaces.ts), the body and query from the contract schemas its handler
 * declares (./route-input.ts, ./hand-routes.ts), and the envelope whose `data` has the shape the handler declares
 * (./route-output.ts, ./hand-outputs.ts; ./answers.test.ts holds real answers to it).
 */
import { API_BASE, RESULT_CODES } from '@soundboard/contract';
import type { JsonSchema } from '@valibot/to-json-schema';
import type { RouterRoute } from 'hono/types';
import type * as v from 'valibot';
import type { Requirement } from '../auth/guard';
import { HAND_ROUTE_OUTPUTS } from './hand-outputs';
import { HAND_ROUTE_INPUTS } from './hand-routes';
import { type ApiInterface, interfaceOf, PUBLIC_API_BASE, SECURITY_SCHEMES, type SecurityName } from './interfaces';
import { jsonSchemaOf } from './json-schema';
import { inputOf, type RouteInput } from './route-input';
import { outputOf } from './route-output';

export const DOCUMENTED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** One route as the document sees it. */
export interface ApiRoute {
  method: string;
  /** As the router lists it (`/behind/products/:id{[0-9]+}`). */
  path: string;
  /** The staff guard's requirement; `public` for the other interfaces, whose own token stands in for a session. */
  requirement: Requirement;
  input: RouteInput;
  /** The shape of the success answer's `data`, when known. */
  output?: v.GenericSchema;
  interface: ApiInterface;
  security: SecurityName | null;
}

/**
 * Every guarded /behind route once, with what its handlers declare; with `publicApi`, the site-token routes under
 * /public too (the fuzz suite sends staff, partner and device tokens only, so it leaves them out).
 */
export function apiRoutes(routes: readonly RouterRoute[], { publicApi = false } = {}): ApiRoute[] {
  const byKey = new Map<string, ApiRoute>();
  for (const route of routes) {
    if (!(DOCUMENTED_METHODS as readonly string[]).includes(route.method)) continue;
    const onPublicApi = publicApi && route.path.startsWith(`${PUBLIC_API_BASE}/`);
    if (!route.path.startsWith(`${API_BASE}/`) && !onPublicApi) continue;
    const key = `${route.method} ${route.path}`;
    const entry = byKey.get(key) ?? {
      method: route.method,
      path: route.path,
      requirement: { kind: 'public' } as Requirement,
      input: HAND_ROUTE_INPUTS[key] ?? {},
      output: HAND_ROUTE_OUTPUTS[key],
      interface: 'staff',
      security: null,
    };
    const requirement = (route.handler as { requirement?: Requirement }).requirement;
    if (requirement) entry.requirement = requirement;
    entry.input = inputOf(route.handler) ?? entry.input;
    entry.output = outputOf(route.handler) ?? entry.output;
    Object.assign(entry, interfaceOf(route.method, route.path, entry.requirement));
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

const ACCESS_BY_SECURITY: Record<SecurityName, string> = {
  adminToken: '',
  partnerToken: "A partner's token in `partner-token`: that partner's own data only.",
  playerToken: "A player's device token in `player-token`: that player's own store only.",
  siteToken: 'A site token as `Authorization: Bearer sbs_…`.',
};

function describeAccess(route: ApiRoute): string {
  const { requirement, security } = route;
  if (security && security !== 'adminToken') return ACCESS_BY_SECURITY[security];
  if (requirement.kind === 'public') return 'Public: no session needed.';
  if (requirement.kind === 'session') return 'Any signed-in session.';
  return `Needs the permission \`${requirement.permission}\`.`;
}

/** The success answer: a CSV export, a file's bytes, or the envelope with its `data` refined to the declared shape. */
function successAnswer(route: ApiRoute) {
  if (route.method === 'GET' && route.path.endsWith('/export')) {
    return { description: 'CSV file (UTF-8 with BOM)', content: { 'text/csv': { schema: { type: 'string' } } } };
  }
  if (route.interface === 'files') {
    const schema = { type: 'string', format: 'binary' };
    return { description: "The file's bytes (Range and If-None-Match honoured)", content: { '*/*': { schema } } };
  }
  const description = 'Success: code 1, the answer in data';
  if (!route.output) return envelopeAnswer(description);
  const schema = { allOf: [ENVELOPE_REF, { properties: { data: jsonSchemaOf(route.output) } }] };
  return { description, content: { 'application/json': { schema } } };
}

/** The route's path below its interface's base, whose first segment tags it. */
const segmentsOf = (path: string) =>
  path.slice((path.startsWith(`${API_BASE}/`) ? API_BASE : PUBLIC_API_BASE).length + 1).split('/');

function operation(route: ApiRoute, params: { name: string; pattern?: string }[]) {
  const { requirement, input, security } = route;
  const segments = segmentsOf(route.path);
  const isPublic = requirement.kind === 'public';
  const body = requestBody(input);
  const refusedCaller = security === 'adminToken' ? 'No valid session (code 400005)' : 'No valid token (code 400005)';
  return {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/\{[^}]*\}/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ?? '').toUpperCase())}`,
    tags: [route.interface === 'public' ? 'public API' : (segments[0] ?? 'api')],
    description: describeAccess(route),
    'x-public': isPublic,
    'x-permission': requirement.kind === 'permission' ? requirement.permission : null,
    'x-interface': route.interface,
    security: security ? [{ [security]: [] }] : [],
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
      '200': successAnswer(route),
      ...(security ? { '401': envelopeAnswer(refusedCaller) } : {}),
      ...(requirement.kind === 'permission' ? { '403': envelopeAnswer('Missing the permission (code 400003)') } : {}),
      '4XX': envelopeAnswer("Refused: the code says why, the message in the caller's language; nothing changed"),
    },
  };
}

const COMPONENTS = {
  securitySchemes: SECURITY_SCHEMES,
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
  for (const route of apiRoutes(routes, { publicApi: true })) {
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
