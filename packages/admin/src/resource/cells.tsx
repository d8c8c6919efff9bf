/** A field's value as a list cell or a detail line shows it: by the field's type, in the interface language. */
import type { FieldDef } from '@soundboard/contract';
import { formatMoney } from '@soundboard/ui/data-display/format-money.ts';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import type { ReactNode } from 'react';
import { formatDateTime, formatDay } from '../lib/format-date';
import type { ResourceLabels } from './labels';
import { toneOf } from './tones';

const integers = new Map<string, Intl.NumberFormat>();
/** One integer formatter per locale (building one per cell is what makes a long list slow to appear). */
function integerText(value: number, locale: string): string {
  let formatter = integers.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale);
    integers.set(locale, formatter);
  }
  return formatter.format(value);
}

export interface ValueContext {
  labels: ResourceLabels;
  locale: string;
  /** Texts for true / false. */
  yes: string;
  no: string;
  refLabels?: Record<string, string>;
  line?: boolean;
}

export function fieldValue(name: string, field: FieldDef, value: unknown, context: ValueContext): ReactNode {
  if (value === null || value === undefined || value === '') return <span className="text-muted">-</span>;
  switch (field.type) {
    case 'money':
      return formatMoney(Number(value), 'CNY', context.locale);
    case 'enum':
      return (
        <StatusTag color={toneOf(String(value))} size="sm">
          {context.labels.value(name, String(value), context.line)}
        </StatusTag>
      );
    case 'boolean':
      return value ? context.yes : context.no;
    case 'date':
      return formatDay(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'reference':
      return context.refLabels?.[name] ?? `#${value}`;
    case 'integer':
      return integerText(Number(value), context.locale);
    case 'images':
      return String((value as unknown[]).length);
    case 'textList':
      return (value as string[]).join(', ') || <span className="text-muted">-</span>;
    default:
      return String(value);
  }
}
