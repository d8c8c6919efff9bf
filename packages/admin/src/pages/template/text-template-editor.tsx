/**
 * The text-template form (the page loads the record, see text-template-editor-page.tsx): name, category,
 * language and status; the script in the kit's ScriptEditor (the contract's variables, translated, and the
 * script's problems found by the contract's parser on every change); the promo line; the voice (rate, pitch,
 * volume, a recorded voice); a note. The preview sits beside it (below it on a phone). Saving, the conflict and
 * leaving are the template editors' (use-template-editor.ts, template-editor-frame.tsx); the server's refusals
 * land under their fields.
 */
import { useStore } from '@nanostores/react';
import { displayName, type FieldDef, textTemplate } from '@soundboard/contract';
import { Form } from '@soundboard/ui/forms/form.tsx';
import { FormField } from '@soundboard/ui/forms/form-field.tsx';
import { ScriptEditor } from '@soundboard/ui/script-editor/script-editor.tsx';
import { useMemo, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { FieldControl } from '../../resource/field-control';
import { useResourceLabels } from '../../resource/labels';
import { type Issue, splitIssues, toInput } from '../../resource/record-values';
import { $locale } from '../../stores/locale';
import { TemplateEditorFrame } from './template-editor-frame';
import type { EditorHandlers } from './template-editor-page';
import { TextPreviewPanel } from './text-preview-panel';
import { renderInput } from './text-render-input';
import { scriptIssues, scriptVariables } from './text-script';
import { VoiceFields } from './text-voice-fields';
import { useTemplateEditor } from './use-template-editor';

const HEAD = ['name', 'categoryId', 'language', 'status'] as const;

export interface TextTemplateEditorProps extends EditorHandlers {
  title: string;
}

export function TextTemplateEditor({ title, record: loaded, onReload, onCreated }: TextTemplateEditorProps) {
  const t = useT();
  const locale = useStore($locale);
  const labels = useResourceLabels(textTemplate);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const showIssues = (issues: Issue[]) => setServerErrors(splitIssues(issues).fields);
  const editor = useTemplateEditor({
    def: textTemplate,
    loaded,
    toInput: (values) => toInput(textTemplate, values),
    showIssues,
    onCreated,
    leave: { content: t('templates.editor.leaveContent'), okText: t('templates.editor.leave') },
  });
  const { form, record } = editor;
  const readOnly = !editor.canWrite;

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
    <TemplateEditorFrame
      title={record ? displayName(textTemplate, record) : title}
      editor={editor}
      onReload={onReload}
      readOnlyNote={t('templates.editor.readOnly')}
    >
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
    </TemplateEditorFrame>
  );
}
