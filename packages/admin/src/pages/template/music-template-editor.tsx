/**
 * The music-template editor's form (the page loads the record, see music-template-editor-page.tsx): the
 * playlist's settings (name, category, play order, crossfade, status, note) beside its tracks (the kit
 * PlaylistEditor with the library's audio) and its announcement rules; one column on a phone. Saved by the
 * Save button or Ctrl/Cmd+S with the record's version: a conflict saves nothing and offers to reload. The
 * contract's rules check the input as the server will; the server's issues land under their fields, tracks and
 * rules. Leaving with unsaved changes asks first.
 */
import { useStore } from '@nanostores/react';
import { type FieldDef, inputFieldSchema, musicTemplate, resourceKeys, writableFields } from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Form, type Rule, useForm } from '@soundboard/ui/forms/form.tsx';
import { FormField } from '@soundboard/ui/forms/form-field.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
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
import { checkInput, type FormValues, type Issue, initialValues, splitIssues } from '../../resource/record-values';
import { toneOf } from '../../resource/tones';
import { $locale } from '../../stores/locale';
import { musicInput, ruleRefLabels, savedTrackMaterials } from './music-input';
import { MusicRulesField, type RuleLine } from './music-rules-field';
import type { TrackLine } from './music-track-lines';
import { MusicTracksField } from './music-tracks-field';

const SETS = ['tracks', 'rules'] as const;
const SETTINGS = ['name', 'categoryId', 'playOrder', 'crossfadeSeconds', 'status', 'note'] as const;

export interface MusicTemplateEditorProps {
  titleText: string;
  record: ResourceRecord | null;
  /** Reads the record again (after a version conflict). */
  onReload: () => void;
  /** The first save of a new playlist created it. */
  onCreated: (record: ResourceRecord) => void;
}

export function MusicTemplateEditor({ titleText, record: loaded, onReload, onCreated }: MusicTemplateEditorProps) {
  const t = useT();
  const locale = useStore($locale);
  const labels = useResourceLabels(musicTemplate);
  const canWrite = usePermission(musicTemplate.permissions.write);
  const readOnly = !canWrite;
  const rules = useMemo(
    () =>
      Object.fromEntries(
        writableFields(musicTemplate.fields).map(([name, field]) => [
          name,
          schemaRule(inputFieldSchema(field), null) as Rule<unknown, FormValues>,
        ]),
      ),
    [],
  );
  const [record, setRecord] = useState(loaded);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [setErrors, setSetErrors] = useState<Record<string, Record<string, string>>>({});
  const submit = useRef((_values: FormValues) => undefined as unknown);
  const form = useForm<FormValues>({
    initialValues: initialValues(musicTemplate, loaded),
    rules,
    onSubmit: (values) => submit.current(values),
  });
  // The values as they are when a save answers (typing goes on while it runs).
  const valuesNow = useRef(form.values);
  valuesNow.current = form.values;

  const showIssues = (issues: Issue[]) => {
    const split = splitIssues(issues, SETS);
    setServerErrors(split.fields);
    setSetErrors(split.sets);
  };

  const save = async (sent: FormValues): Promise<boolean> => {
    const input = musicInput(sent);
    const issues = checkInput(musicTemplate, input, locale, record?.version);
    if (issues.length > 0) {
      showIssues(issues);
      return false;
    }
    setSaving(true);
    try {
      const api = apiFor(musicTemplate);
      const next = record
        ? await api.update(record.id, { ...input, version: record.version })
        : await api.create(input);
      showIssues([]);
      setRecord(next);
      // The saved record is the new starting point; what was changed while it saved stays changed (unsaved).
      const typed = valuesNow.current;
      form.reset(initialValues(musicTemplate, next));
      for (const [name, value] of Object.entries(typed))
        if (JSON.stringify(value) !== JSON.stringify(sent[name])) form.setValue(name, value);
      toast.success(t('resource.saved'));
      if (!record) onCreated(next);
      return true;
    } catch (error) {
      if (isVersionConflict(error)) setConflict(true);
      showIssues(errorIssues(error));
      return false;
    } finally {
      setSaving(false);
    }
  };
  submit.current = save;
  const saveNow = () => {
    if (!saving && !conflict) form.handleSubmit();
  };

  useSaveShortcut(saveNow);

  useLeaveGuard(
    () => canWrite && form.isDirty,
    () =>
      confirm({
        title: t('resource.discard.title'),
        content: t('music.editor.leave'),
        okText: t('music.editor.leaveOk'),
        danger: true,
      }),
  );

  const knownMaterials = useMemo(() => savedTrackMaterials(loaded), [loaded]);
  const values = form.values;
  const playOrder = String(values.playOrder ?? 'sequential');
  const status = String(record?.status ?? values.status ?? 'draft');
  const setTitle = (set: string) => t(resourceKeys.lineSet(musicTemplate, set));
  const section = 'flex min-w-0 flex-col gap-4 rounded-lg border border-subtle bg-surface p-4';

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="min-w-0 flex-1 truncate text-2xl font-medium text-default">{titleText}</h1>
        {record && (
          <StatusTag color={toneOf(musicTemplate.fields.status, status)}>{labels.value('status', status)}</StatusTag>
        )}
        {canWrite && (
          <Button
            size="sm"
            variant="primary"
            icon={<Save />}
            isPending={saving}
            isDisabled={conflict}
            aria-keyshortcuts="Control+S"
            onPress={saveNow}
          >
            {t('resource.save')}
          </Button>
        )}
      </div>
      {conflict && (
        <Alert status="warning" title={t('resource.conflict.title')}>
          <p className="mb-2">{t('resource.conflict.content')}</p>
          <Button size="sm" onPress={onReload}>
            {t('resource.conflict.reload')}
          </Button>
        </Alert>
      )}
      <Form
        form={form}
        validationErrors={serverErrors}
        aria-label={titleText}
        className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]"
      >
        <section aria-label={t('music.editor.settings')} className={section}>
          <h2 className="text-base font-semibold text-default">{t('music.editor.settings')}</h2>
          {SETTINGS.map((name) => {
            const field: FieldDef = musicTemplate.fields[name];
            return (
              <FormField key={name} name={name} label={labels.field(name)} isRequired={field.required}>
                <FieldControl
                  name={name}
                  field={field}
                  labels={labels}
                  isReadOnly={readOnly}
                  {...(name === 'categoryId' || name === 'playOrder' || name === 'status'
                    ? { isDisabled: readOnly }
                    : {})}
                />
              </FormField>
            );
          })}
        </section>
        <div className="flex min-w-0 flex-col gap-4">
          <section aria-label={setTitle('tracks')} className={section}>
            <h2 className="text-base font-semibold text-default">{setTitle('tracks')}</h2>
            <MusicTracksField
              lines={(values.tracks ?? []) as TrackLine[]}
              onChange={(lines) => {
                form.setValue('tracks', lines);
                setSetErrors(({ tracks: _, ...rest }) => rest);
              }}
              showWeights={playOrder === 'weighted'}
              crossfadeSeconds={typeof values.crossfadeSeconds === 'number' ? values.crossfadeSeconds : 0}
              readOnly={readOnly}
              known={knownMaterials}
              preview={{ order: playOrder, rules: (values.rules ?? []) as RuleLine[] }}
              errors={setErrors.tracks ?? {}}
              error={serverErrors.tracks}
            />
          </section>
          <section aria-label={setTitle('rules')} className={section}>
            <div className="flex flex-col gap-1">
              <h2 className="text-base font-semibold text-default">{setTitle('rules')}</h2>
              <p className="text-sm text-secondary">{t('music.rules.help')}</p>
            </div>
            <MusicRulesField
              lines={(values.rules ?? []) as RuleLine[]}
              onChange={(lines) => {
                form.setValue('rules', lines);
                setSetErrors(({ rules: _, ...rest }) => rest);
              }}
              labels={labels}
              readOnly={readOnly}
              refLabels={ruleRefLabels(record)}
              errors={setErrors.rules ?? {}}
              error={serverErrors.rules}
            />
          </section>
        </div>
      </Form>
    </div>
  );
}
