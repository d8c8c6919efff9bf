/**
 * A form for an operation that is not a record of its own (a stocktake, a reversal): its fields are a contract
 * field list, checked with the contract's rules as they are left and again on submit; the server's field
 * errors come back under their fields. Opens in a drawer.
 */
import { emptyValue, type Fields, inputFieldSchema } from '@soundboard/contract';
import { Form, type Rule, useForm } from '@soundboard/ui/forms/form.tsx';
import { FormField } from '@soundboard/ui/forms/form-field.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Drawer } from '@soundboard/ui/overlays/drawer.tsx';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../api/errors';
import { useT } from '../i18n/use-t';
import { schemaRule } from '../lib/schema-rules';
import { FieldControl } from './field-control';
import type { ResourceLabels } from './labels';
import { type Issue, splitIssues } from './record-values';

type Values = Record<string, unknown>;

export interface ActionFormProps {
  title: string;
  submitText: string;
  fields: Fields;
  labels: ResourceLabels;
  initial?: Values;
  /** Filters of reference searches (e.g. products that are stocked). */
  refFilters?: Record<string, Record<string, string>>;
  /** Shown above the fields, from the values being typed (e.g. the current stock). */
  hint?: (values: Values) => ReactNode;
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
}

export function ActionForm({
  title,
  submitText,
  fields,
  labels,
  initial,
  refFilters = {},
  hint,
  onSubmit,
  onClose,
}: ActionFormProps) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const entries = Object.entries(fields);
  const form = useForm<Values>({
    initialValues: { ...Object.fromEntries(entries.map(([name, field]) => [name, emptyValue(field)])), ...initial },
    rules: Object.fromEntries(
      entries.map(([name, field]) => [name, schemaRule(inputFieldSchema(field), null) as Rule<unknown, Values>]),
    ),
    async onSubmit(values) {
      setSaving(true);
      try {
        await onSubmit(values);
      } catch (error) {
        const issues = (isApiError(error) ? (error.data as { issues?: Issue[] } | null)?.issues : null) ?? [];
        setServerErrors(splitIssues(issues).fields);
      } finally {
        setSaving(false);
      }
    },
  });
  return (
    <Drawer
      isOpen
      width={520}
      title={title}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button onPress={onClose}>{t('resource.cancel')}</Button>
          <Button variant="primary" isPending={saving} onPress={() => form.handleSubmit()}>
            {submitText}
          </Button>
        </>
      }
    >
      <Form form={form} validationErrors={serverErrors} className="flex flex-col gap-4">
        {hint?.(form.values)}
        {entries.map(([name, field]) => (
          <FormField key={name} name={name} label={labels.field(name)} isRequired={field.required}>
            <FieldControl name={name} field={field} labels={labels} refFilters={refFilters[name]} />
          </FormField>
        ))}
      </Form>
    </Drawer>
  );
}
