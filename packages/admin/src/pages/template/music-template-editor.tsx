/**
 * The music-template editor's form (the page loads the record, see music-template-editor-page.tsx): the
 * playlist's settings (name, category, play order, crossfade, status, note) beside its tracks (the kit
 * PlaylistEditor with the library's audio) and its announcement rules; one column on a phone. Saving, the
 * conflict and leaving are the template editors' (use-template-editor.ts, template-editor-frame.tsx); the
 * server's issues land under their fields, tracks and rules.
 */
import { type FieldDef, musicTemplate, resourceKeys } from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { Form } from '@soundboard/ui/forms/form.tsx';
import { FormField } from '@soundboard/ui/forms/form-field.tsx';
import { useMemo, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { FieldControl } from '../../resource/field-control';
import { useResourceLabels } from '../../resource/labels';
import { type Issue, splitIssues } from '../../resource/record-values';
import { toneOf } from '../../resource/tones';
import { musicInput, ruleRefLabels, savedTrackMaterials } from './music-input';
import { MusicRulesField, type RuleLine } from './music-rules-field';
import type { TrackLine } from './music-track-lines';
import { MusicTracksField } from './music-tracks-field';
import { TemplateEditorFrame } from './template-editor-frame';
import type { EditorHandlers } from './template-editor-page';
import { useTemplateEditor } from './use-template-editor';

const SETS = ['tracks', 'rules'] as const;
const SETTINGS = ['name', 'categoryId', 'playOrder', 'crossfadeSeconds', 'status', 'note'] as const;

export interface MusicTemplateEditorProps extends EditorHandlers {
  titleText: string;
}

export function MusicTemplateEditor({ titleText, record: loaded, onReload, onCreated }: MusicTemplateEditorProps) {
  const t = useT();
  const labels = useResourceLabels(musicTemplate);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [setErrors, setSetErrors] = useState<Record<string, Record<string, string>>>({});
  const showIssues = (issues: Issue[]) => {
    const split = splitIssues(issues, SETS);
    setServerErrors(split.fields);
    setSetErrors(split.sets);
  };
  const editor = useTemplateEditor({
    def: musicTemplate,
    loaded,
    toInput: musicInput,
    showIssues,
    onCreated,
    leave: { content: t('music.editor.leave'), okText: t('music.editor.leaveOk') },
  });
  const { form, record } = editor;
  const readOnly = !editor.canWrite;

  const knownMaterials = useMemo(() => savedTrackMaterials(loaded), [loaded]);
  const values = form.values;
  const playOrder = String(values.playOrder ?? 'sequential');
  const status = String(record?.status ?? values.status ?? 'draft');
  const setTitle = (set: string) => t(resourceKeys.lineSet(musicTemplate, set));
  const section = 'flex min-w-0 flex-col gap-4 rounded-lg border border-subtle bg-surface p-4';

  return (
    <TemplateEditorFrame
      title={titleText}
      editor={editor}
      onReload={onReload}
      status={
        record && (
          <StatusTag color={toneOf(musicTemplate.fields.status, status)}>{labels.value('status', status)}</StatusTag>
        )
      }
    >
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
    </TemplateEditorFrame>
  );
}
