/**
 * The article editor's form (the page loads the record, see article-editor-page.tsx): the text on the left
 * (title, slug, summary, the body in the lazily loaded rich-text editor), the settings on the right (workflow,
 * category, cover, tags, author, flags, sort, linked products); one column on a phone. The draft saves itself a
 * pause after the last change, on Ctrl/Cmd+S, before a workflow step or a preview, when the page is hidden, and
 * on leaving; leaving with changes that could not be saved asks first. The contract's rules check the input as
 * the server will; the server's refusals land under their fields; a version conflict stops autosaving and offers
 * to reload.
 */
import { useStore } from '@nanostores/react';
import {
  ARTICLE_PRODUCT_FIELDS,
  ARTICLES_PATH,
  article,
  inputFieldSchema,
  resourceKeys,
  writableFields,
} from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { Form, type Rule, useForm } from '@soundboard/ui/forms/form.tsx';
import { FormField } from '@soundboard/ui/forms/form-field.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { usePermission } from '@soundboard/ui/widgets/use-permission.ts';
import { Eye, History, Save } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { errorIssues, isVersionConflict } from '../../api/errors';
import { sendAsPageCloses } from '../../api/page-close';
import { useT } from '../../i18n/use-t';
import { useLeaveGuard } from '../../lib/leave-guard';
import { schemaRule } from '../../lib/schema-rules';
import { useAutosave } from '../../lib/use-autosave';
import { apiFor, type ResourceRecord } from '../../resource/api';
import { FieldControl } from '../../resource/field-control';
import { useResourceLabels } from '../../resource/labels';
import { type Line, LinesEditor } from '../../resource/lines-editor';
import { checkInput, type FormValues, type Issue, lineKey, splitIssues } from '../../resource/record-values';
import { lineRefLabels } from '../../resource/references';
import { toneOf } from '../../resource/tones';
import { $locale } from '../../stores/locale';
import { ArticleSettings } from './article-editor-settings';
import { ArticleEditorStatus } from './article-editor-status';
import { articleInput, articleValues, isBlank, settle, snapshotOf } from './article-form-values';
import { ArticlePreview } from './article-preview';
import { ArticleRevisions } from './article-revisions';
import { ArticleSlugField } from './article-slug-field';
import { ArticleWorkflow } from './article-workflow';
import { articlesApi } from './articles-api';

const ArticleBodyEditor = lazy(() => import('./article-body-editor'));

const AUTOSAVE_MS = 5000;
const SLUG_PAUSE_MS = 600;
const BODY_SLOT = 'article-body';

export interface ArticleEditorProps {
  titleText: string;
  record: ResourceRecord | null;
  /** Values that differ from the record's (typed while a new article's first save ran). */
  values?: FormValues;
  /** Put the caret back into the body (it had it when the page moved from add to edit/:id). */
  focusBody?: boolean;
  /** The user wrote the slug (else it follows the title); default: the record has one. */
  slugEdited?: boolean;
  onReload: () => void;
  /** The first save of a new article created it. */
  onCreated: (record: ResourceRecord, values: FormValues, state: { focusBody: boolean; slugEdited: boolean }) => void;
  /** A revision was restored into the draft: the form starts again from it. */
  onRestored: (record: ResourceRecord) => void;
}

const bodyHasFocus = () => Boolean(document.activeElement?.closest(`[data-slot="${BODY_SLOT}"]`));

export function ArticleEditor(props: ArticleEditorProps) {
  const { titleText, onReload, onCreated, onRestored } = props;
  const t = useT();
  const locale = useStore($locale);
  const labels = useResourceLabels(article);
  const canWrite = usePermission(article.permissions.write);
  // A scheduled article is frozen for writers until a publisher unschedules it (the server refuses their edits).
  const canPublish = usePermission('content:publish');
  const rules = useMemo(
    () =>
      Object.fromEntries(
        writableFields(article.fields).map(([name, field]) => [
          name,
          schemaRule(inputFieldSchema(field), null) as Rule<unknown, FormValues>,
        ]),
      ),
    [],
  );
  // Enter in a field of the form saves now, like Ctrl+S (the autosave is made below).
  const saveFromForm = useRef(() => undefined as unknown);
  const form = useForm<FormValues>({
    initialValues: props.values ?? articleValues(props.record),
    rules,
    onSubmit: () => saveFromForm.current(),
  });
  const [record, setRecord] = useState(props.record);
  const scheduled = String(record?.status ?? 'draft') === 'scheduled';
  const mayEdit = canWrite && (canPublish || !scheduled);
  const mayEditNow = useRef(mayEdit);
  mayEditNow.current = mayEdit;
  const [savedAt, setSavedAt] = useState<Date | null>(
    props.record?.updatedAt ? new Date(String(props.record.updatedAt)) : null,
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [productErrors, setProductErrors] = useState<Record<string, string>>({});
  const [dialog, setDialog] = useState<'preview' | 'revisions' | null>(null);

  // What the callbacks below read when they run (a timer, a page event), not what they saw when made.
  const valuesNow = useRef(form.values);
  valuesNow.current = form.values;
  const recordNow = useRef(props.record);
  const savedSnapshot = useRef(snapshotOf(articleValues(props.record)));
  const leaving = useRef(false);
  // The first save of a new article moves the page to its edit address, which mounts the editor anew: not while a
  // dialog is open (the cover's or a product's picker, the body's) or a body picker's choice is on the way into the
  // text (both would be lost). It moves once they are done (at once when nothing is open) and no save is running
  // (one started meanwhile, by Ctrl+S say, returns the version the edit page must carry: handed over before it,
  // the edit page saved with the older version and met a conflict), with the values as they are then.
  const [picking, setPicking] = useState(false);
  const [created, setCreated] = useState(false);
  useEffect(() => {
    if (picking || !created) return;
    return autosave.afterDialogsAndSaves(() => {
      setCreated(false);
      if (!recordNow.current || leaving.current) return;
      onCreated(recordNow.current, valuesNow.current, { focusBody: bodyHasFocus(), slugEdited: slugTouched.current });
    });
  }, [picking, created]);

  const differs = () =>
    mayEditNow.current &&
    snapshotOf(valuesNow.current) !== savedSnapshot.current &&
    !(recordNow.current === null && isBlank(valuesNow.current));

  const showIssues = (issues: Issue[]) => {
    const split = splitIssues(issues, ['products']);
    setServerErrors(split.fields);
    setProductErrors(split.sets.products ?? {});
  };

  const save = async (): Promise<boolean> => {
    const sent = valuesNow.current;
    const input = articleInput(sent);
    const current = recordNow.current;
    const issues = checkInput(article, input, locale, current?.version);
    if (issues.length > 0) {
      showIssues(issues);
      setState('invalid');
      return false;
    }
    setState('saving');
    try {
      const api = apiFor(article);
      const next = current
        ? await api.update(current.id, { ...input, version: current.version })
        : await api.create(input);
      recordNow.current = next;
      const settled = settle(sent, valuesNow.current, next);
      savedSnapshot.current = settled.saved;
      for (const [name, value] of Object.entries(settled.values))
        if (value !== valuesNow.current[name]) form.setValue(name, value);
      setRecord(next);
      setSavedAt(new Date());
      showIssues([]);
      setState(snapshotOf(settled.values) === settled.saved ? 'saved' : 'dirty');
      if (!current && !leaving.current) setCreated(true);
      return true;
    } catch (error) {
      if (isVersionConflict(error)) {
        autosave.conflicted();
        return false;
      }
      const issues = errorIssues(error);
      showIssues(issues);
      setState(issues.length > 0 ? 'invalid' : 'failed');
      return false;
    }
  };
  const autosave = useAutosave({
    initialState: props.record ? 'saved' : 'new',
    save,
    hasChanges: differs,
    snapshot: snapshotOf(form.values),
    delayMs: AUTOSAVE_MS,
  });
  const { state, setState, hasChanges } = autosave;
  saveFromForm.current = () => autosave.flush();

  // The slug follows the title (a pause after typing) until the user writes one.
  const slugTouched = useRef(props.slugEdited ?? Boolean(props.record?.slug));
  const title = String(form.values.title ?? '').trim();
  useEffect(() => {
    if (slugTouched.current || !title || !canWrite) return;
    const timer = setTimeout(() => {
      const id = recordNow.current?.id;
      articlesApi.slug(title, ...(id === undefined ? [] : [id])).then(
        ({ slug }) => {
          if (!slugTouched.current && String(valuesNow.current.title ?? '').trim() === title)
            form.setValue('slug', slug);
        },
        () => undefined,
      );
    }, SLUG_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [title]);

  // A closing page sends what it has (keepalive); Ctrl/Cmd+S and a hidden page are the autosave's.
  const changesNow = useRef(hasChanges);
  changesNow.current = hasChanges;
  useEffect(() => {
    const onPageHide = () => {
      const current = recordNow.current;
      if (!current || !changesNow.current()) return;
      const input = articleInput(valuesNow.current);
      if (checkInput(article, input, $locale.get(), current.version).length === 0)
        sendAsPageCloses('PUT', `${ARTICLES_PATH}/${current.id}`, { ...input, version: current.version });
    };
    addEventListener('pagehide', onPageHide);
    return () => removeEventListener('pagehide', onPageHide);
  }, []);

  // Leaving inside the app (or by the back button): save first; if that cannot be done, ask.
  useLeaveGuard(hasChanges, async () => {
    leaving.current = true;
    if (await autosave.flush()) return true;
    const leave = await confirm({
      title: t('articles.editor.leave.title'),
      content: t('articles.editor.leave.content'),
      okText: t('articles.editor.leave.ok'),
      danger: true,
    });
    leaving.current = leave;
    return leave;
  });

  const prepare = async () => ((await autosave.flush()) ? recordNow.current : null);
  const openDialog = async (which: 'preview' | 'revisions') => {
    if (await prepare()) setDialog(which);
  };

  const status = String(record?.status ?? 'draft');
  const readOnly = !mayEdit;
  const products = (form.values.products ?? []) as Line[];
  const productLabels = Object.fromEntries(
    ((record?.products as Record<string, unknown>[] | undefined) ?? []).map((line) => [
      lineKey(line),
      lineRefLabels(line),
    ]),
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="min-w-0 flex-1 truncate text-2xl font-medium text-default">{titleText}</h1>
        <StatusTag color={toneOf(article.fields.status, status)}>{labels.value('status', status)}</StatusTag>
        <ArticleEditorStatus state={state} savedAt={savedAt} />
        <div className="flex flex-wrap gap-2">
          <Button size="sm" icon={<Eye />} isDisabled={!record} onPress={() => void openDialog('preview')}>
            {t('articles.editor.preview')}
          </Button>
          <Button size="sm" icon={<History />} isDisabled={!record} onPress={() => void openDialog('revisions')}>
            {t('articles.editor.revisions')}
          </Button>
          {mayEdit && (
            <Button
              size="sm"
              variant="primary"
              icon={<Save />}
              isPending={state === 'saving'}
              aria-keyshortcuts="Control+S"
              onPress={() => void autosave.flush()}
            >
              {t('articles.editor.save')}
            </Button>
          )}
        </div>
      </div>
      {scheduled && canWrite && (
        <Alert status="info" title={t('articles.editor.scheduled.title')}>
          {t(canPublish ? 'articles.editor.scheduled.publisher' : 'articles.editor.scheduled.locked')}
        </Alert>
      )}
      {state === 'conflict' && (
        <Alert status="warning" title={t('articles.editor.conflict.title')}>
          <p className="mb-2">{t('articles.editor.conflict.content')}</p>
          <Button size="sm" onPress={onReload}>
            {t('articles.editor.conflict.reload')}
          </Button>
        </Alert>
      )}
      <Form
        form={form}
        validationErrors={serverErrors}
        aria-label={titleText}
        className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <section
          aria-label={t('articles.editor.content')}
          className="flex min-w-0 flex-col gap-4 rounded-lg border border-subtle bg-surface p-4"
        >
          <FormField name="title" label={labels.field('title')} isRequired>
            <FieldControl name="title" field={article.fields.title} labels={labels} isReadOnly={readOnly} />
          </FormField>
          <FormField name="slug" label={labels.field('slug')} description={t('articles.editor.slugHelp')}>
            <ArticleSlugField
              isReadOnly={readOnly}
              onUserEdit={() => {
                slugTouched.current = true;
              }}
            />
          </FormField>
          <FormField name="summary" label={labels.field('summary')}>
            <FieldControl name="summary" field={article.fields.summary} labels={labels} isReadOnly={readOnly} />
          </FormField>
          <div className="flex flex-col gap-1">
            <span id="article-body-label" className="text-sm font-medium text-default">
              {labels.field('body')}
            </span>
            <div data-slot={BODY_SLOT}>
              <Suspense fallback={<Skeleton rows={8} />}>
                <ArticleBodyEditor
                  value={String(form.values.body ?? '')}
                  onChange={(html) => form.setValue('body', html)}
                  label={labels.field('body')}
                  placeholder={t('articles.editor.bodyPlaceholder')}
                  readOnly={readOnly}
                  autoFocus={props.focusBody ?? false}
                  onPickingChange={setPicking}
                />
              </Suspense>
            </div>
            {serverErrors.body && <p className="text-xs text-danger-text">{serverErrors.body}</p>}
          </div>
        </section>
        <aside aria-label={t('articles.editor.settings')} className="flex min-w-0 flex-col gap-4">
          {record && (
            <section
              aria-label={t('articles.editor.workflow')}
              className="flex flex-col gap-3 rounded-lg border border-subtle bg-surface p-4"
            >
              <h2 className="text-base font-semibold text-default">{t('articles.editor.workflow')}</h2>
              <ArticleWorkflow
                record={record}
                labels={labels}
                prepare={prepare}
                onChanged={(next) => {
                  recordNow.current = next;
                  setRecord(next);
                }}
              />
            </section>
          )}
          <ArticleSettings labels={labels} record={record} readOnly={readOnly} />
          <section className="flex flex-col gap-3 rounded-lg border border-subtle bg-surface p-4">
            <LinesEditor
              def={article}
              labels={labels}
              set={{
                fields: ARTICLE_PRODUCT_FIELDS,
                title: t(resourceKeys.lineSet(article, 'products')),
                fieldLabel: (name) => t(resourceKeys.lineSetField(article, 'products', name)),
              }}
              lines={products}
              refLabels={productLabels}
              onChange={(lines) => {
                form.setValue('products', lines);
                setProductErrors({});
              }}
              errors={productErrors}
              error={serverErrors.products}
              isDisabled={readOnly}
            />
          </section>
        </aside>
      </Form>
      {record && dialog === 'preview' && <ArticlePreview articleId={record.id} open onClose={() => setDialog(null)} />}
      {record && dialog === 'revisions' && (
        <ArticleRevisions
          articleId={record.id}
          version={record.version}
          open
          onClose={() => setDialog(null)}
          onRestored={(restored: ResourceRecord) => {
            setDialog(null);
            onRestored(restored);
          }}
        />
      )}
    </div>
  );
}
