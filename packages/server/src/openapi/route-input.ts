/**
 * What a route reads from the client, for the OpenAPI document: its JSON body schema, its query schema, or a
 * multipart upload. Attached to the route's handler the way the guard carries its `requirement`, so the document
 * finds it by walking the router. Routes written by hand (not by the resource framework) are described in
 * ./hand-routes.ts; the fuzz suite checks both against the schema each handler really validates with.
 */
import type * as v from 'valibot';

export interface RouteInput {
  body?: v.GenericSchema;
  /** A strict object whose entries are the query parameters. */
  query?: v.GenericSchema;
  /** multipart/form-data with one file under this field name. */
  upload?: string;
}

export type WithInput<H> = H & { input: RouteInput };

export function withInput<H extends object>(input: RouteInput, handler: H): WithInput<H> {
  return Object.assign(handler, { input });
}

export function inputOf(handler: unknown): RouteInput | undefined {
  return (handler as { input?: RouteInput }).input;
}
