/**
 * A contract valibot schema as JSON Schema (draft 2020-12, what OpenAPI 3.1 uses), describing what a client
 * sends (the input side: conversion stops at a transform, so checks after one are not shown).
 *
 * The contract's resource inputs are `pipe(custom(isPlainObject), transform(fill keys), strictObject(...))`
 * (contract resources/schemas.ts strictInput): the converter would stop at the custom schema and show `{}`, so
 * such a pipe is documented as its strict object. Anything the converter cannot express (a custom check) is `{}`.
 */
import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

type Schema = v.GenericSchema;
type Node = { kind?: string; type?: string; pipe?: unknown[] } & Record<string, unknown>;

const isSchema = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && (value as Node).kind === 'schema';

/** Every `custom` schema that opens a pipe holding a strict object, mapped to that object. */
function strictInputs(root: Schema): Map<unknown, Schema> {
  const found = new Map<unknown, Schema>();
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const node = value as Node;
    if (isSchema(node) && node.type === 'custom' && Array.isArray(node.pipe)) {
      const object = node.pipe.find((item) => isSchema(item) && item.type === 'strict_object');
      if (object) found.set(node.pipe[0], object as Schema);
    }
    // Entries, items, wrapped and union options, pipe items: wherever a nested schema may sit.
    for (const child of Object.values(node)) if (typeof child === 'object') visit(child);
  };
  visit(root);
  return found;
}

export function jsonSchemaOf(schema: Schema): JsonSchema {
  const objects = strictInputs(schema);
  const convert = (target: Schema): JsonSchema => {
    const { $schema: _, ...rest } = toJsonSchema(target, {
      target: 'draft-2020-12',
      typeMode: 'input',
      errorMode: 'ignore',
      overrideSchema: ({ valibotSchema }) => {
        const object = objects.get(valibotSchema);
        return object ? convert(object) : undefined;
      },
    });
    return rest;
  };
  return convert(schema);
}
