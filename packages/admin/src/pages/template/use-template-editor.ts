/**
 * What the music and text template editors share besides their fields: the form with the contract's rules, and
 * saving by Save or Ctrl/Cmd+S — the input checked as the server will, then created or updated with the record's
 * version; what was typed while the save ran stays changed. A version conflict saves nothing more until the page
 * reloads the record (template-editor-frame.tsx offers it). Leaving with unsaved changes asks first, except for
 * the step from add to edit/:id after the first save.
 */
import { useStore } from '@nanostores/react';
import { inputFieldSchema, type ResourceDef, writableFields } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { type Rule, useForm } from '@soundboard/ui/forms/form.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { usePermission } from '@soundboard/ui/widgets/use-permission.ts';
import { useMemo, useRef, useState } from 'react';
import { errorIssues, isVersionConflict } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import { useLeaveGuard } from '../../lib/leave-guard';
import { useSaveShortcut } from '../../lib/save-shortcut';
import { schemaRule } from '../../lib/schema-rules';
import { apiFor, type ResourceRecord } from '../../resource/api';
import { checkInput, type FormValues, type Issue, initialValues } from '../../resource/record-values';
import { $locale } from '../../stores/locale';

export interface TemplateEditorOptions {
  def: ResourceDef;
  /** The record as loaded; null for a new template. */
  loaded: ResourceRecord | null;
  /** The form's values as the API takes them. */
  toInput: (values: FormValues) => Record<string, unknown>;
  /** Shows the contract's or the server's issues (an empty list clears them). */
  showIssues: (issues: Issue[]) => void;
  /** The first save of a new template created it. */
  onCreated: (record: ResourceRecord) => void;
  /** The leave question's words (translated). */
  leave: { content: string; okText: string };
}

export function useTemplateEditor({ def, loaded, toInput, showIssues, onCreated, leave }: TemplateEditorOptions) {
  const t = useT();
  const locale = useStore($locale);
  const canWrite = usePermission(def.permissions.write);
  const rules = useMemo(
    () =>
      Object.fromEntries(
        writableFields(def.fields).map(([name, field]) => [
          name,
          schemaRule(inputFieldSchema(field), null) as Rule<unknown, FormValues>,
        ]),
      ),
    [def],
  );
  const [record, setRecord] = useState(loaded);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const created = useRef(false);
  const submit = useRef((_values: FormValues) => undefined as unknown);
  const form = useForm<FormValues>({
    initialValues: initialValues(def, loaded),
    rules,
    onSubmit: (values) => submit.current(values),
  });
  // The values as they are when a save answers (typing goes on while it runs).
  const valuesNow = useRef(form.values);
  valuesNow.current = form.values;

  submit.current = async (sent: FormValues) => {
    const input = toInput(sent);
    const issues = checkInput(def, input, locale, record?.version);
    if (issues.length > 0) return showIssues(issues);
    setSaving(true);
    try {
      const api = apiFor(def);
      const next = record
        ? await api.update(record.id, { ...input, version: record.version })
        : await api.create(input);
      showIssues([]);
      setRecord(next);
      // The saved record is the new starting point; what was changed while it saved stays changed (unsaved).
      const typed = valuesNow.current;
      form.reset(initialValues(def, next));
      for (const [name, value] of Object.entries(typed))
        if (JSON.stringify(value) !== JSON.stringify(sent[name])) form.setValue(name, value);
      toast.success(t('resource.saved'));
      if (!record) {
        created.current = true;
        onCreated(next);
      }
    } catch (error) {
      if (isVersionConflict(error)) setConflict(true);
      showIssues(errorIssues(error));
    } finally {
      setSaving(false);
    }
  };
  const saveNow = () => {
    if (!saving && !conflict) form.handleSubmit();
  };
  useSaveShortcut(saveNow, canWrite);

  useLeaveGuard(
    () => canWrite && form.isDirty && !created.current,
    () =>
      confirm({
        title: t('resource.discard.title'),
        content: leave.content,
        okText: leave.okText,
        danger: true,
      }),
  );

  return { form, record, canWrite, saving, conflict, saveNow };
}

export type TemplateEditor = ReturnType<typeof useTemplateEditor>;
