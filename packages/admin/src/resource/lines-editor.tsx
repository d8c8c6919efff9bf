/**
 * The line items of a record (an order's lines, a receipt's allocations) as a list of small forms, one per
 * line, each control labelled (they stack at 390 px): add, remove, edit. A resource can fill a line when a
 * field changes (the price of the product just picked), add computed columns (the amount) and a summary (the
 * totals). Errors arrive as 'index.field' -> message, from the contract's check or the server.
 */
import type { Fields, ResourceDef } from '@soundboard/contract';
import { writableFields } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import type { PickerOption } from '@soundboard/ui/pickers/list-parts.tsx';
import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useT } from '../i18n/use-t';
import { FieldControl } from './field-control';
import { lineSetLabels, type ResourceLabels } from './labels';
import { applyAnswer } from './lookups';
import { emptyLine, emptyLineOf, keyLines, lineKey } from './record-values';

export type Line = Record<string, unknown>;

export interface LinesCustomization {
  /** A line field changed: the patch to apply to that line (may look something up first). */
  onFieldChange?: (line: Line, field: string, value: unknown, option: PickerOption | null) => Promise<Line> | Line;
  /** Read-only values shown with each line (e.g. its amount, the product of an order line). */
  computed?: { id: string; title: string; cell: (line: Line) => ReactNode }[];
  /** Shown under the lines (e.g. the order totals). */
  summary?: (lines: Line[]) => ReactNode;
  /** Filters of a reference field's search, from the record's values (e.g. the chosen customer's orders). */
  refFilters?: (values: Record<string, unknown>) => Record<string, Record<string, string>>;
  /** A new line's values (default: the definition's empty values); null: lines are not added by hand. */
  newLine?: (() => Line) | null;
  /** Line fields set by the screen, not typed (e.g. which order line a delivery line ships). */
  fixed?: string[];
  /** Whether the record has lines at all in its current values (a refund-only request has none). */
  visible?: (values: Record<string, unknown>) => boolean;
}

export interface LinesEditorProps {
  def: ResourceDef;
  labels: ResourceLabels;
  lines: Line[];
  onChange: (lines: Line[]) => void;
  errors: Record<string, string>;
  /** The error of the list as a whole (e.g. no lines). */
  error?: string;
  customization?: LinesCustomization;
  /** Labels of references of existing lines: lineKey -> field -> label. */
  refLabels?: Record<string, Record<string, string>>;
  /** The record's values (for reference filters that depend on them). */
  values?: Record<string, unknown>;
  /**
   * A named line set (ResourceDef.lineSets) instead of the record's `lines`: its fields, its title (the
   * legend, and part of each control's name: two sets on one form both have a "Name 1") and its field labels.
   */
  set?: { fields: Fields; title: string; fieldLabel: (name: string) => string };
  /** The lines shown, nothing to add, remove or change (a frozen form). */
  isDisabled?: boolean;
}

export function LinesEditor({
  def,
  labels,
  lines,
  onChange,
  errors,
  error,
  customization,
  refLabels = {},
  values = {},
  set,
  isDisabled = false,
}: LinesEditorProps) {
  const t = useT();
  const fields: Fields = set?.fields ?? def.lines?.fields ?? {};
  const fieldLabel = set?.fieldLabel ?? labels.line;
  const controlLabels = set ? lineSetLabels(labels, set.fields, t) : labels;
  // Inside a named set every name carries the set's title ("Contacts 2 Phone"), so names stay unique.
  const named = (text: string) => (set ? `${set.title} ${text}` : text);
  const newLine = () => customization?.newLine?.() ?? (set ? emptyLineOf(set.fields) : emptyLine(def));
  const fixed = new Set(customization?.fixed ?? []);
  const editable = writableFields(fields).filter(([name]) => !fixed.has(name));
  const filters = customization?.refFilters?.(values) ?? {};

  // The lines as they are now: a lookup's answer lands on them, not on the lines it was asked from.
  const current = useRef(lines);
  current.current = lines;
  const change = (key: string, edit: (line: Line) => Line) => {
    const next = current.current.map((line) => (lineKey(line) === key ? edit(line) : line));
    if (next.every((line, i) => line === current.current[i])) return;
    current.current = next;
    onChange(next);
  };

  const update = async (key: string, name: string, value: unknown, option: PickerOption | null) => {
    const before = current.current.find((line) => lineKey(line) === key);
    if (!before) return;
    const asked: Line = { ...before, [name]: value };
    change(key, () => asked);
    if (!customization?.onFieldChange) return;
    const patch = await customization.onFieldChange(asked, name, value, option);
    change(key, (now) => applyAnswer(now, asked, name, patch));
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-semibold text-default">{set?.title ?? t('resource.lines')}</legend>
      {lines.map((line, index) => (
        <div key={lineKey(line)} className="flex flex-col gap-3 rounded-md border border-subtle p-3" data-slot="line">
          <div className="flex items-center justify-between">
            <span className="text-sm font-medium text-secondary">{t('resource.lineNo', { n: index + 1 })}</span>
            {!isDisabled && (
              <Button
                size="sm"
                variant="text"
                icon={<Trash2 />}
                aria-label={named(t('resource.removeLine', { n: index + 1 }))}
                onPress={() => onChange(lines.filter((item) => item !== line))}
              >
                {t('resource.removeLine', { n: index + 1 })}
              </Button>
            )}
          </div>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {editable.map(([name, field]) => (
              <FieldControl
                key={name}
                className={
                  field.type === 'reference' || field.type === 'textList' || field.type === 'longText'
                    ? 'sm:col-span-2'
                    : undefined
                }
                name={name}
                field={field}
                labels={controlLabels}
                line
                refLabel={refLabels[lineKey(line)]?.[name]}
                refFilters={filters[name]}
                label={fieldLabel(name)}
                aria-label={set ? `${set.title} ${index + 1} ${fieldLabel(name)}` : `${fieldLabel(name)} ${index + 1}`}
                {...{ [field.type === 'boolean' ? 'isSelected' : 'value']: line[name] }}
                onChange={(value: unknown, option?: PickerOption | null) =>
                  void update(lineKey(line), name, value, option ?? null)
                }
                isRequired={field.required}
                isDisabled={isDisabled || undefined}
                isInvalid={Boolean(errors[`${index}.${name}`]) || undefined}
                errorMessage={errors[`${index}.${name}`]}
              />
            ))}
            {customization?.computed?.map((column) => (
              <div key={column.id} className="flex flex-col gap-1">
                <span className="text-sm font-medium text-default">{column.title}</span>
                <span className="py-1.5 text-base tabular-nums text-default">{column.cell(line)}</span>
              </div>
            ))}
          </div>
        </div>
      ))}
      {error && (
        <p role="alert" className="text-sm text-danger-text">
          {error}
        </p>
      )}
      {!isDisabled && customization?.newLine !== null && (
        <Button
          className="self-start"
          icon={<Plus />}
          aria-label={named(t('resource.addLine'))}
          onPress={() => onChange([...lines, ...keyLines([newLine()])])}
        >
          {t('resource.addLine')}
        </Button>
      )}
      {customization?.summary?.(lines)}
    </fieldset>
  );
}
