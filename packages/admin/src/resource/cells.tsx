/** A field's value as a list cell or a detail line shows it: by the field's type, in the interface language. */
import type { FieldDef } from '@soundboard/contract';
import { formatMoney } from '@soundboard/ui/data-display/format-money.ts';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { numberFormat } from '@soundboard/ui/i18n/intl-formats.ts';
import type { ReactNode } from 'react';
import { formatDateTime, formatDay } from '../lib/format-date';
import { StaffChip } from '../lib/staff-chip';
import { CategoryName } from './category-values';
import { DictionaryTag } from './dictionary-values';
import type { ResourceLabels } from './labels';
import { RegionText } from './region-text';
import { toneOf } from './tones';

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
        <StatusTag color={toneOf(field, String(value))} size="sm">
          {context.labels.value(name, String(value), context.line)}
        </StatusTag>
      );
    case 'enumList': {
      const values = value as string[];
      if (values.length === 0) return <span className="text-muted">-</span>;
      return (
        <span className="inline-flex flex-wrap gap-1">
          {values.map((item) => (
            <StatusTag key={item} color={toneOf(field, item)} size="sm">
              {context.labels.value(name, item, context.line)}
            </StatusTag>
          ))}
        </span>
      );
    }
    case 'dictionary':
      return <DictionaryTag code={field.dictionary ?? ''} value={String(value)} />;
    case 'region':
      return (value as string[]).length > 0 ? (
        <RegionText codes={value as string[]} />
      ) : (
        <span className="text-muted">-</span>
      );
    case 'boolean':
      return value ? context.yes : context.no;
    case 'date':
      return formatDay(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'reference':
      // A staff member (an owner, an author, an approver) by their chip; the server's label stands in while it cannot.
      if (field.ref === 'user') return <StaffChip userId={Number(value)} name={context.refLabels?.[name]} />;
      return context.refLabels?.[name] ?? `#${value}`;
    case 'category':
      // The server names the node with the record; the loaded tree stands in when it has not.
      return context.refLabels?.[name] ?? <CategoryName tree={field.tree} id={Number(value)} />;
    case 'richText':
      // Lists never show it, and a detail shows it as formatted text (./rich-text-value.tsx), never as markup.
      return null;
    case 'integer':
      return numberFormat(context.locale).format(Number(value));
    case 'images':
      return String((value as unknown[]).length);
    case 'textList':
      return (value as string[]).join(', ') || <span className="text-muted">-</span>;
    default:
      return String(value);
  }
}
