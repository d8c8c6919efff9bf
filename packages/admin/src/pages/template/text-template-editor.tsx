/**
 * The text-template form (the page loads the record, see text-template-editor-page.tsx): name, category,
 * language and status; the script in the kit's ScriptEditor (the contract's variables, translated, and the
 * script's problems found by the contract's parser on every change); the promo line; the voice (rate, pitch,
 * volume, a recorded voice); a note. The preview sits beside it (below it on a phone). Save checks the input as
 * the server will; the server's refusals land under their fields; a version conflict says so and offers to
 * reload. Leaving with unsaved changes asks first.
 */
import { useStore } from '@nanostores/react';
import { displayName, type FieldDef, inputFieldSchema, textTemplate, writableFields } from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Form, type Rule, useForm } from '@soundboard/ui/forms/form.tsx';
import { FormField } from '@soundboard/ui/forms/form-field.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { ScriptEditor } from '@soundboard/ui/script-editor/script-editor.tsx';
import { usePermission } from '@soundboard/ui/widgets/use-permission.ts';
import { Save } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { errorIssues, isVersionConflict } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import { useLeaveGuard } from '../../lib/leave-guard';
import { useSaveShortcut } from '../../lib/save-shortcut';
import { schemaRule } from '../../lib/schema-rules';
import { apiFor, type ResourceRecord } from '../../resource/api';
import { FieldControl } from '../../resource/field-control';
import { useResourceLabels } from '../../resource/labels';
import {
  checkInput,
  type FormValues,
  type Issue,
  initialValues,
  splitIssues,
  toInput,
} from '../../resource/record-values';
import { $locale } from '../../stores/locale';
import { TextPreviewPanel } from './text-preview-panel';
import { renderInput } from './text-render-input';
import { scriptIssues, scriptVariables } from './text-script';
import { VoiceFields } from './text-voice-fields';

const FIELDS = writableFields(textTemplate.fields);
const HEAD = ['name', 'categoryId', 'language', 'status'] as const;

export interface TextTemplateEditorProps {
  title: string;
  record: ResourceRecord | null;
  /** Load the record again (after a conflict). */
  onReload: () => void;
  /** The first save made the record. */
  onCreated: (record: ResourceRecord) => void;
}

export function TextTemplateEditor({ title, record: loaded, onReload, onCreated }: TextTemplateEditorProps) {
  const t = useT();
  const locale = useStore($locale);
  const labels = useResourceLabels(textTemplate);
  const canWrite = usePermission(textTemplate.permissions.write);
  const readOnly = !canWrite;
  const [record, setRecord] = useState(loaded);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const saved = useRef(false);
  const rules = useMemo(
    () =>
      Object.fromEntries(
        FIELDS.map(([name, field]) => [name, schemaRule(inputFieldSchema(field), null) as Rule<unknown, FormValues>]),
      ),
    [],
  );

  const showIssues = (issues: Issue[]) => setServerErrors(splitIssues(issues).fields);

  const form = useForm<FormValues>({
    initialValues: initialValues(textTemplate, loaded),
    rules,
    async onSubmit(values) {
      const input = toInput(textTemplate, values);
      const issues = checkInput(textTemplate, input, locale, record?.version);
      if (issues.length > 0) return showIssues(issues);
      setSaving(true);
      setConflict(false);
      try {
        const api = apiFor(textTemplate);
        const next = record
          ? await api.update(record.id, { ...input, version: record.version })
          : await api.create(input);
        showIssues([]);
        toast.success(t('resource.saved'));
        form.reset(initialValues(textTemplate, next));
        setRecord(next);
        if (!record) {
          saved.current = true;
          onCreated(next);
        }
      } catch (error) {
        if (isVersionConflict(error)) setConflict(true);
        showIssues(errorIssues(error));
      } finally {
        setSaving(false);
      }
    },
  });

  useLeaveGuard(
    () => canWrite && form.isDirty && !saved.current,
    () =>
      confirm({
        title: t('resource.discard.title'),
        content: t('templates.editor.leaveContent'),
        okText: t('templates.editor.leave'),
        danger: true,
      }),
  );

  // Ctrl/Cmd+S saves, as in the other editors (the latest form: its values and the record's version).
  useSaveShortcut(form.handleSubmit, canWrite);

  const script = String(form.values.script ?? '');
  const issues = useMemo(() => scriptIssues(script, locale), [script, locale]);
  const variables = useMemo(() => scriptVariables(t), [t, locale]);
  // The server's words on the script are the live list's own: shown once, under the editor.
  const { script: _script, ...otherErrors } = serverErrors;
  const shownErrors = issues.length > 0 ? otherErrors : serverErrors;
  const control = (name: string) => {
    const field: FieldDef = textTemplate.fields[name as keyof typeof textTemplate.fields];
    return (
      <FormField key={name} name={name} label={labels.field(name)} isRequired={field.required}>
        <FieldControl
          name={name}
          field={field}
          labels={labels}
          isReadOnly={readOnly}
          {...(name === 'categoryId' ? { refLabel: record?.refLabels?.categoryId } : {})}
        />
      </FormField>
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="m-0 min-w-0 flex-1 truncate text-2xl font-medium text-default">
          {record ? displayName(textTemplate, record) : title}
        </h1>
        {canWrite && (
          <Button
            variant="primary"
            icon={<Save />}
            isPending={saving}
            aria-keyshortcuts="Control+S"
            onPressStart={() => form.holdBlurValidation()}
            onPress={() => form.handleSubmit()}
          >
            {t('resource.save')}
          </Button>
        )}
      </div>
      {readOnly && <Alert status="info">{t('templates.editor.readOnly')}</Alert>}
      {conflict && (
        <Alert status="warning" title={t('resource.conflict.title')}>
          <p className="mb-2">{t('resource.conflict.content')}</p>
          <Button size="sm" onPress={onReload}>
            {t('resource.conflict.reload')}
          </Button>
        </Alert>
      )}
      <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <Form
          form={form}
          validationErrors={shownErrors}
          className="flex min-w-0 flex-col gap-5 rounded-lg bg-surface p-4"
        >
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{HEAD.map(control)}</div>
          <FormField name="script" label={labels.field('script')} isRequired description={t('templates.script.hint')}>
            <ScriptEditor
              variables={variables}
              issues={issues}
              maxLength={textTemplate.fields.script.max}
              rows={6}
              isReadOnly={readOnly}
              placeholder={t('templates.script.placeholder')}
            />
          </FormField>
          <FormField name="promo" label={labels.field('promo')} description={t('templates.promo.hint')}>
            <FieldControl name="promo" field={textTemplate.fields.promo} labels={labels} isReadOnly={readOnly} />
          </FormField>
          <VoiceFields
            labels={labels}
            values={form.values}
            setValue={(name, value) => form.setValue(name, value)}
            errors={serverErrors}
            readOnly={readOnly}
          />
          {control('note')}
        </Form>
        <aside aria-label={t('templates.preview.title')} className="xl:sticky xl:top-4">
          <TextPreviewPanel
            input={renderInput(form.values)}
            hasIssues={issues.length > 0}
            recorded={form.values.voiceMaterialId !== null && form.values.voiceMaterialId !== undefined}
          />
        </aside>
      </div>
    </div>
  );
}
