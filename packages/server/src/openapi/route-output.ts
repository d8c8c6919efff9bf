/**
 * What a route answers in the envelope's `data`, for the OpenAPI document: a valibot schema attached to the
 * route's handler the way ./route-input.ts attaches what it reads, so the document finds it by walking the
 * router. Routes written by hand name theirs in ./hand-outputs.ts. ./answers.test.ts holds real answers to it.
 */
import type * as v from 'valibot';

export type WithOutput<H> = H & { output: v.GenericSchema };

export function withOutput<H extends object>(output: v.GenericSchema, handler: H): WithOutput<H> {
  return Object.assign(handler, { output });
}

export function outputOf(handler: unknown): v.GenericSchema | undefined {
  return (handler as { output?: v.GenericSchema }).output;
}
