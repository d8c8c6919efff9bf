/**
 * fast-check arbitraries of requests a route must refuse: a body that breaks its schema (wrong types, missing
 * and extra fields, huge and negative numbers, NUL and control characters, overlong strings), malformed JSON,
 * a wrong content type, bad path parameters (above INT_MAX, negative, malformed % escapes, NUL), bad query
 * values (ISO datetimes in date filters, ids above INT_MAX, unknown keys) and methods no route answers.
 * Every generated write is refused by construction, so a route that answers 2xx to one has a bug.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { nulPath } from '../http/validate';
import type { ApiRoute } from './document';
import { DOCUMENTED_METHODS, openApiPath } from './document';
import { jsonSchemaOf } from './json-schema';

export interface BadRequest {
  kind: 'body' | 'json' | 'contentType' | 'path' | 'query' | 'method';
  method: string;
  /** Already encoded (it may hold malformed % escapes on purpose). */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** String values sent, which the answer must not echo. */
  sent: string[];
}

const INT_MAX = 2_147_483_647;

const nastyString = fc.oneof(
  fc.string().map((text) => `${text}\u0000${text}`),
  fc.constantFrom('\u0000', '\u0001\u0002\u001f\u007f', '\u202e\u200b', '\ud800', '\uffff', '😀'.repeat(3), ''),
  fc.integer({ min: 201, max: 3000 }).map((length) => 'x'.repeat(length)),
  fc.constant('y'.repeat(70_000)),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(INT_MAX + 1, 2 ** 53, -1, -(2 ** 31) - 1, 0, 1e308, -1e308, 1.5, -0.5, 1e13),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Is this body refused by the route's schema, or by the server's NUL guard? */
const refused = (schema: v.GenericSchema, body: unknown) =>
  nulPath(body) !== null || !v.safeParse(schema, body).success;

function propertiesOf(schema: v.GenericSchema): string[] {
  const json = jsonSchemaOf(schema) as { properties?: Record<string, unknown>; anyOf?: { properties?: object }[] };
  const objects = json.anyOf ?? [json];
  return [...new Set(objects.flatMap((object) => Object.keys(object.properties ?? {})))];
}

/** A JSON value the schema refuses: mostly its own fields missing or wrong, sometimes with extra ones. */
export function badBody(schema: v.GenericSchema): fc.Arbitrary<unknown> {
  const names = propertiesOf(schema);
  const fields = fc.record(Object.fromEntries(names.map((name) => [name, fc.option(wrongValue, { nil: undefined })])));
  const extra = fc.option(fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 1 })), {
    nil: undefined,
  });
  const object = fc
    .tuple(fields, extra)
    .map(([own, more]) => JSON.parse(JSON.stringify({ ...own, ...more })) as unknown);
  return fc
    .oneof({ weight: 4, arbitrary: object }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) })
    .filter((body) => refused(schema, body));
}

type JsonProperty = { type?: string; enum?: unknown[]; anyOf?: JsonProperty[]; minimum?: number };

/** A plain value of a JSON Schema property: the first type it allows, at its smallest. */
function plainValue(property: JsonProperty): unknown {
  const own = property.anyOf?.find((option) => option.type !== 'null') ?? property;
  if (own.enum) return own.enum[0];
  if (own.type === 'integer' || own.type === 'number') return own.minimum ?? 1;
  if (own.type === 'boolean') return false;
  if (own.type === 'array') return [];
  if (own.type === 'object') return {};
  return 'a';
}

/**
 * A body as close to valid as the schema's shape allows, with a NUL in one text field: the server's NUL guard
 * must refuse it even where the schema alone would not (PostgreSQL cannot store U+0000).
 */
export function nulInPlainBody(schema: v.GenericSchema): fc.Arbitrary<unknown> | null {
  const json = jsonSchemaOf(schema) as { properties?: Record<string, JsonProperty> };
  const properties = Object.entries(json.properties ?? {});
  const texts = properties.filter(([, property]) => plainValue(property) === 'a').map(([name]) => name);
  if (texts.length === 0) return null;
  const plain = Object.fromEntries(properties.map(([name, property]) => [name, plainValue(property)]));
  return fc
    .tuple(fc.constantFrom(...texts), fc.string({ maxLength: 12 }))
    .map(([name, text]) => ({ ...plain, [name]: `${text}\u0000${text}` }));
}

const malformedJson = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"a":1}}', "{'a':1}", '\u0000', '', '{"a":1,}', 'NaN', '{"a":01}'),
  fc.string({ maxLength: 30 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
);
const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/jsonx',
  'application/xml',
  'text/json',
  '',
];

/** Values no route takes as an id or a path key. */
const BAD_SEGMENTS = [
  '0',
  '-1',
  String(INT_MAX + 1),
  '4294967296',
  '99999999999',
  '9'.repeat(40),
  '1.5',
  '1e3',
  'abc',
  '%00',
  '1%00',
  '%zz',
  '%E0%A4%A',
  '%',
  '%2e%2e',
  '%EF%BC%91',
  'x'.repeat(300),
  '%20',
];
const BAD_QUERY_VALUES = [
  '2024-01-01T00:00:00Z',
  '2024-01-01T00:00:00+08:00',
  '2024-01-01T00:00:00.123456789Z',
  '2024-13-45T00:00:00Z',
  '-271821-04-20',
  '275760-09-13T00:00:00.000Z',
  '1',
  String(INT_MAX + 1),
  '99999999999',
  '9999999999999',
  '-1',
  '1e3',
  '%00',
  'a%00b',
  '%zz',
  '%E0%A4%A',
  '%',
  '%FF%FE',
  encodeURIComponent('x'.repeat(500)),
  '1,2,2147483648',
  ',,,',
  'true',
  '',
];

function concretePath(route: ApiRoute, value: (name: string) => string): string {
  return route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_match, name: string) => value(name));
}

/** Would any documented route answer this method on this path? */
export function routeMatcher(routes: ApiRoute[]): (method: string, path: string) => boolean {
  const patterns = routes.map((route) => {
    const source = openApiPath(route.path).path.replace(/\{\w+\}/g, '[^/]+');
    return { method: route.method, regex: new RegExp(`^${source}/?$`) };
  });
  return (method, path) =>
    patterns.some(
      (pattern) =>
        (pattern.method === method || (method === 'HEAD' && pattern.method === 'GET')) && pattern.regex.test(path),
    );
}

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(stringsIn)
      : [];

/** Every kind of bad request that applies to the route. */
export function badRequests(route: ApiRoute, answers: (method: string, path: string) => boolean) {
  const { method, input } = route;
  const schema = input.body;
  const hasParams = route.path.includes(':');
  const goodPath = concretePath(route, () => '1');
  const kinds: fc.Arbitrary<BadRequest>[] = [];
  // A body to send where one is needed: always one the schema refuses.
  const body = schema ? badBody(schema) : fc.constant(undefined);

  if (schema) {
    kinds.push(
      body.map((value) => ({ kind: 'body', method, path: goodPath, ...json(value), sent: stringsIn(value) })),
      malformedJson.map((text) => ({
        kind: 'json',
        method,
        path: goodPath,
        body: text,
        headers: { 'content-type': 'application/json' },
        sent: [],
      })),
      fc.tuple(body, fc.constantFrom(...WRONG_TYPES)).map(([value, type]) => ({
        kind: 'contentType',
        method,
        path: goodPath,
        body: JSON.stringify(value),
        headers: (type ? { 'content-type': type } : {}) as Record<string, string>,
        sent: stringsIn(value),
      })),
    );
  }
  const nul = schema ? nulInPlainBody(schema) : null;
  if (nul) {
    // Only the generated text counts as sent: the plain values (an enum's first value) may rightly appear.
    const sent = (value: unknown) => stringsIn(value).filter((text) => text.includes('\u0000'));
    kinds.push(nul.map((value) => ({ kind: 'body', method, path: goodPath, ...json(value), sent: sent(value) })));
  }
  if (input.upload) {
    kinds.push(
      fc
        .tuple(fc.string({ maxLength: 200 }), fc.constantFrom(...WRONG_TYPES, 'multipart/form-data'))
        .map(([text, type]) => ({
          kind: 'contentType',
          method,
          path: goodPath,
          body: text,
          headers: (type ? { 'content-type': type } : {}) as Record<string, string>,
          sent: [],
        })),
    );
  }
  if (hasParams) {
    kinds.push(
      fc.tuple(fc.constantFrom(...BAD_SEGMENTS), body).map(([segment, value]) => ({
        kind: 'path',
        method,
        path: concretePath(route, () => segment),
        ...(value === undefined ? { headers: {} } : json(value)),
        sent: stringsIn(value),
      })),
    );
  }
  const documented = input.query ? propertiesOf(input.query) : [];
  const strictQuery = input.query !== undefined;
  // A read may take any query; a write's query must be refused, so it always carries an unknown key.
  if (method === 'GET' || strictQuery) {
    const names = documented.length > 0 ? fc.constantFrom(...documented) : fc.constantFrom('id', 'q', 'page');
    const pairs = fc.array(fc.tuple(names, fc.constantFrom(...BAD_QUERY_VALUES)), { minLength: 1, maxLength: 4 });
    kinds.push(
      fc.tuple(pairs, fc.boolean(), body).map(([list, unknown, value]) => {
        const query = list.map(([name, text]) => `${name}=${text}`);
        if (unknown || method !== 'GET') query.push('zz-unknown=1');
        return {
          kind: 'query',
          method,
          path: `${goodPath}?${query.join('&')}`,
          ...(value === undefined ? { headers: {} } : json(value)),
          sent: [],
        };
      }),
    );
  }
  const otherMethods = [...DOCUMENTED_METHODS, 'OPTIONS', 'HEAD'].filter((other) => !answers(other, goodPath));
  if (otherMethods.length > 0) {
    kinds.push(
      fc.constantFrom(...otherMethods).map((other): BadRequest => {
        const bodiless = other === 'GET' || other === 'HEAD';
        const request: BadRequest = { kind: 'method', method: other, path: goodPath, headers: {}, sent: [] };
        return bodiless ? request : { ...request, ...json({ zz: 1 }) };
      }),
    );
  }
  return fc.oneof(...kinds);
}
