/**
 * Create or edit a record in a drawer, the form built from the definition: its writable fields in their
 * sections, its lines. The contract's rules check each field as it is left and the whole input on save; the
 * server's field errors come back under their fields (and line cells). Closing with unsaved changes asks
 * first. Saving a record someone else changed meanwhile says so and offers to reload it.
 */

import { useStore } from '@nanostores/react';
import {
  displayName,
  inputFieldSchema,
  type ResourceDef,
  resourceKeys,
  SHOWN_PUBLICLY_RESOURCES,
  translate,
  writableFields,
} from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Form, type Rule, useForm } from '@soundboard/ui/forms/form.tsx';
import { FormField } from '@soundboard/ui/forms/form-field.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Drawer } from '@soundboard/ui/overlays/drawer.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { errorIssues, isVersionConflict } from '../api/errors';
import { useT } from '../i18n/use-t';
import { schemaRule } from '../lib/schema-rules';
import { $locale } from '../stores/locale';
import { apiFor, type ResourceRecord } from './api';
import { FieldControl } from './field-control';
import type { ResourceLabels } from './labels';
import { type Line, type LinesCustomization, LinesEditor } from './lines-editor';
import { applyAnswer } from './lookups';
import {
  checkInput,
  type FormValues,
  type Issue,
  initialValues,
  keyLines,
  lineKey,
  lineSetNames,
  splitIssues,
  toInput,
} from './record-values';
import { lineRefLabels } from './references';

export interface FormCustomization {
  /** What a new record starts with (today's date, the order a delivery is for). */
  defaults?: () => FormValues;
  /** Fields the form leaves out (set elsewhere). */
  hide?: string[];
  /** Fields left out for the values as they are now (a private customer has no company). */
  hideFor?: (values: FormValues) => string[];
  /** Fields required for the values as they are now (a company customer needs its company; the server checks). */
  requireFor?: (values: FormValues) => string[];
  lines?: LinesCustomization;
  /** A field of the record changed: more values to set (e.g. the open lines of the order just chosen). */
  onFieldChange?: (field: string, value: unknown, values: FormValues) => Promise<FormValues> | FormValues;
  /** Filters of a reference field's search, from the record's values. */
  refFilters?: (values: FormValues) => Record<string, Record<string, string>>;
  /** The names of references a new record starts with (the order a delivery is for). */
  refLabels?: Record<string, string>;
  /** Help under fields from the values as they are now (typed coordinates read back as latitude and longitude). */
  descriptions?: (values: FormValues) => Record<string, string | undefined>;
  /**
   * Fields the screen draws itself instead of the generic control, across the form's width (an ad's link kind and
   * target as one LinkField; the target then goes in `hide`, its value still sent).
   */
  controls?: Record<string, (form: CustomControl) => ReactNode>;
  /** What "New" says, on the list's button and the form's title (an invoice is requested, not made). */
  createLabel?: string;
}

/** What a screen's own control gets (FormCustomization.controls): the values, a setter, the fields' messages. */
export interface CustomControl {
  values: FormValues;
  setValue: (name: string, value: unknown) => void;
  errors: Record<string, string>;
}

/** Fields required for the values as they are now (FormCustomization.requireFor) but left empty. */
function requiredNowIssues(names: string[], input: Record<string, unknown>, locale: string): Issue[] {
  return names
    .filter((name) => input[name] === null || input[name] === undefined || input[name] === '')
    .map((name) => ({ path: name, message: translate(locale === 'en-US' ? 'en-US' : 'zh-CN', 'validation.required') }));
}

export interface FormDrawerProps {
  def: ResourceDef;
  labels: ResourceLabels;
  /** null: a new record. */
  id: number | null;
  customization?: FormCustomization;
  onClose: () => void;
  onSaved: (record: ResourceRecord) => void;
}

export function FormDrawer(props: FormDrawerProps) {
  const { def, id } = props;
  const [record, setRecord] = useState<ResourceRecord | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    if (id === null) return;
    setFailed(false);
    apiFor(def)
      .get(id)
      .then(setRecord, () => setFailed(true));
  };
  useEffect(load, [id]);
  if (id !== null && !record) return <LoadingDrawer {...props} failed={failed} />;
  // Keyed on the version: a reload after a conflict starts the form afresh from the new record.
  return <RecordForm key={record?.version ?? 'new'} {...props} record={record} onReload={load} />;
}

function LoadingDrawer({ labels, onClose, failed }: FormDrawerProps & { failed: boolean }) {
  const t = useT();
  return (
    <Drawer isOpen width={720} title={labels.title} onOpenChange={(open) => !open && onClose()}>
      {failed ? <Alert status="error">{t('resource.loadFailed')}</Alert> : <Skeleton rows={6} />}
    </Drawer>
  );
}

function RecordForm({
  def,
  labels,
  record,
  customization,
  onClose,
  onSaved,
  onReload,
}: FormDrawerProps & { record: ResourceRecord | null; onReload: () => void }) {
  const t = useT();
  const locale = useStore($locale);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [setErrors, setSetErrors] = useState<Record<string, Record<string, string>>>({});
  const setNames = lineSetNames(def);
  const [conflict, setConflict] = useState(false);
  const hidden = new Set(customization?.hide ?? []);
  const linesShownFor = (values: FormValues) =>
    Boolean(def.lines) &&
    writableFields(def.lines?.fields ?? {}).length > 0 &&
    (customization?.lines?.visible?.(values) ?? true);
  // Rich text is edited on the resource's own page (its editor is too large for a drawer); the value goes back as read.
  const fields = writableFields(def.fields).filter(([name, field]) => !hidden.has(name) && field.type !== 'richText');
  const rules = Object.fromEntries(
    fields.map(([name, field]) => [name, schemaRule(inputFieldSchema(field), null) as Rule<unknown, FormValues>]),
  );

  const showIssues = (issues: Issue[]) => {
    const split = splitIssues(issues, setNames);
    setServerErrors(split.fields);
    setLineErrors(split.lines);
    setSetErrors(split.sets);
  };

  const form = useForm<FormValues>({
    initialValues: initialValues(def, record, customization?.defaults?.()),
    rules,
    async onSubmit(values) {
      const input = toInput(def, values);
      // A field hidden for these values is not the user's to fill: it goes empty.
      for (const name of customization?.hideFor?.(values) ?? []) input[name] = null;
      // Lines the record does not have in its current values (a refund-only request) go as none.
      if (def.lines && !linesShownFor(values)) input.lines = [];
      const issues = [
        ...checkInput(def, input, locale, record?.version),
        ...requiredNowIssues(customization?.requireFor?.(values) ?? [], input, locale),
      ];
      if (issues.length > 0) return showIssues(issues);
      setSaving(true);
      setConflict(false);
      try {
        const api = apiFor(def);
        const saved = record
          ? await api.update(record.id, { ...input, version: record.version })
          : await api.create(input);
        toast.success(t('resource.saved'));
        onSaved(saved);
      } catch (error) {
        if (isVersionConflict(error)) setConflict(true);
        showIssues(errorIssues(error));
      } finally {
        setSaving(false);
      }
    },
  });

  const close = async () => {
    if (
      form.isDirty &&
      !(await confirm({ title: t('resource.discard.title'), content: t('resource.discard.content') }))
    )
      return;
    onClose();
  };

  const hiddenNow = new Set(customization?.hideFor?.(form.values) ?? []);
  const requiredNow = new Set(customization?.requireFor?.(form.values) ?? []);
  const shownFields = fields.filter(([name]) => !hiddenNow.has(name));
  const groups = [...new Set(shownFields.map(([, field]) => field.group ?? ''))];
  const title = record
    ? t('resource.editTitle', { title: labels.titleInText, name: displayName(def, record) })
    : (customization?.createLabel ?? t('resource.create', { title: labels.titleInText }));
  const lineRefs = Object.fromEntries((record?.lines ?? []).map((line) => [lineKey(line), lineRefLabels(line)]));
  // A named set's saved lines name their references too (a store's player names its model).
  const setRefLabels = (saved: ResourceRecord | null, set: string) =>
    Object.fromEntries(
      ((saved?.[set] as Record<string, unknown>[] | undefined) ?? []).map((line) => [
        lineKey(line),
        lineRefLabels(line),
      ]),
    );
  const refFilters = customization?.refFilters?.(form.values) ?? {};
  const descriptions = customization?.descriptions?.(form.values) ?? {};
  const linesShown = linesShownFor(form.values);

  // The values as they are now, for lookup answers that arrive later (see ./lookups.ts).
  const valuesNow = useRef(form.values);
  valuesNow.current = form.values;
  // Changes of the record's own fields may set others (the open lines of an order just chosen).
  const watched: typeof form = {
    ...form,
    setValue(name, value) {
      form.setValue(name, value);
      const asked = { ...valuesNow.current, [name]: value };
      valuesNow.current = asked;
      const react = customization?.onFieldChange;
      if (!react) return;
      void Promise.resolve(react(String(name), value, asked)).then((patch) => {
        const now = valuesNow.current;
        const next = applyAnswer(now, asked, String(name), patch);
        for (const key of Object.keys(patch)) {
          if (next[key] === now[key]) continue;
          form.setValue(key, key === 'lines' ? keyLines(next[key] as Line[]) : next[key]);
        }
      });
    },
  };

  return (
    <Drawer
      isOpen
      width={720}
      title={title}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) void close();
      }}
      footer={
        <>
          <Button onPress={() => void close()}>{t('resource.cancel')}</Button>
          <Button variant="primary" isPending={saving} onPress={() => form.handleSubmit()}>
            {t('resource.save')}
          </Button>
        </>
      }
    >
      <Form form={watched} validationErrors={serverErrors} className="flex flex-col gap-5">
        {conflict && (
          <Alert status="warning" title={t('resource.conflict.title')}>
            <p className="mb-2">{t('resource.conflict.content')}</p>
            <Button size="sm" onPress={onReload}>
              {t('resource.conflict.reload')}
            </Button>
          </Alert>
        )}
        {groups.map((group) => (
          <section key={group || 'main'} className="flex flex-col gap-3">
            {group && <h3 className="text-base font-semibold text-default">{labels.group(group)}</h3>}
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {shownFields
                .filter(([, field]) => (field.group ?? '') === group)
                .map(([name, field]) => {
                  const control = customization?.controls?.[name];
                  if (control)
                    return (
                      <div key={name} className="sm:col-span-2">
                        {control({ values: form.values, setValue: watched.setValue, errors: serverErrors })}
                      </div>
                    );
                  return (
                    <div
                      key={name}
                      className={field.type === 'longText' || field.type === 'images' ? 'sm:col-span-2' : undefined}
                    >
                      <FormField
                        name={name}
                        label={labels.field(name)}
                        isRequired={field.required || requiredNow.has(name)}
                        description={descriptions[name]}
                        {...(field.type === 'boolean' ? { valueProp: 'isSelected' as const } : {})}
                      >
                        <FieldControl
                          name={name}
                          field={field}
                          labels={labels}
                          refLabel={record ? record.refLabels[name] : customization?.refLabels?.[name]}
                          refFilters={refFilters[name]}
                          shownPublicly={SHOWN_PUBLICLY_RESOURCES.has(def.name)}
                        />
                      </FormField>
                    </div>
                  );
                })}
            </div>
          </section>
        ))}
        {linesShown && (
          <LinesEditor
            def={def}
            labels={labels}
            lines={(form.values.lines ?? []) as Line[]}
            onChange={(lines) => {
              form.setValue('lines', lines);
              setLineErrors({});
            }}
            errors={lineErrors}
            error={serverErrors.lines}
            customization={customization?.lines}
            refLabels={lineRefs}
            values={form.values}
          />
        )}
        {Object.entries(def.lineSets ?? {}).map(([set, { fields: setFields }]) => (
          <LinesEditor
            key={set}
            def={def}
            labels={labels}
            set={{
              fields: setFields,
              title: t(resourceKeys.lineSet(def, set)),
              fieldLabel: (name) => t(resourceKeys.lineSetField(def, set, name)),
            }}
            lines={(form.values[set] ?? []) as Line[]}
            refLabels={setRefLabels(record, set)}
            onChange={(lines) => {
              form.setValue(set, lines);
              setSetErrors((current) => ({ ...current, [set]: {} }));
            }}
            errors={setErrors[set] ?? {}}
            error={serverErrors[set]}
          />
        ))}
      </Form>
    </Drawer>
  );
}
