/**
 * Form rules from the contract's valibot schemas, so the browser checks exactly what the server checks and
 * shows the same translated messages (packages/contract/src/messages.ts) before the request is sent.
 */
import { issueValues, translate } from '@soundboard/contract';
import * as v from 'valibot';
import { $locale } from '../stores/locale';

// biome-ignore lint/suspicious/noExplicitAny: any valibot schema of one field.
type FieldSchema = v.GenericSchema<any, any>;

/** A kit form rule: the first issue's message, translated in the current locale; `empty` stands in for null. */
export function schemaRule(schema: FieldSchema, empty: unknown = '') {
  return (value: unknown): string | undefined => {
    const result = v.safeParse(schema, value ?? empty, { abortPipeEarly: true });
    if (result.success) return undefined;
    const [issue] = result.issues;
    return translate($locale.get(), issue.message, issueValues(issue));
  };
}
