/**
 * A staff topic (/content/forum/add, /content/forum/edit/:id): title, category and the opening post in the
 * staff editor (loaded lazily, only here and in a thread's reply box). The server publishes a staff topic at
 * once and sanitises the body; saving goes back to the list.
 */
import { useStore } from '@nanostores/react';
import { forumTopic } from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { fieldErrors } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import { useLatestLoad } from '../../lib/use-latest-load';
import { apiFor, type ResourceRecord } from '../../resource/api';
import type { PageProps } from '../../routes/types';
import { $locale } from '../../stores/locale';
import { loadCategories } from '../classify/categories-api';
import { categoryOptions } from '../material/category-options';
import { forumListHref } from './forum-links';
import { TOPICS_DEFAULT_SEARCH } from './forum-tabs';
import { textOfHtml } from './plain-html';

const PostEditor = lazy(() => import('./post-editor'));
const loadForumCategories = () => loadCategories('forum');
const api = apiFor(forumTopic);

export default function ForumEditorPage({ route, params }: PageProps) {
  const t = useT();
  const id = params.id ? Number(params.id) : null;
  const [record, setRecord] = useState<ResourceRecord | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (id === null) return;
    api.get(id).then(setRecord, () => setFailed(true));
  }, [id]);

  if (id !== null && failed) return <Alert status="error">{t('forum.loadFailed')}</Alert>;
  if (id !== null && !record) return <Skeleton rows={8} />;
  return <TopicForm key={record?.version ?? 'new'} title={t(route.titleKey)} record={record} />;
}

function TopicForm({ title, record }: { title: string; record: ResourceRecord | null }) {
  const t = useT();
  const locale = useStore($locale);
  const [, navigate] = useLocation();
  const { data: nodes } = useLatestLoad(loadForumCategories);
  const [topicTitle, setTopicTitle] = useState(String(record?.title ?? ''));
  const [categoryId, setCategoryId] = useState<string | null>(record?.categoryId ? String(record.categoryId) : null);
  const [body, setBody] = useState(String(record?.body ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const back = () => navigate(`${forumListHref()}?${TOPICS_DEFAULT_SEARCH}`);

  const save = async () => {
    const missing: Record<string, string> = {};
    if (!topicTitle.trim()) missing.title = t('forum.editor.titleRequired');
    if (!categoryId) missing.categoryId = t('forum.editor.categoryRequired');
    if (!textOfHtml(body)) missing.body = t('forum.editor.bodyRequired');
    if (Object.keys(missing).length > 0) return setErrors(missing);
    setSaving(true);
    const input = { title: topicTitle.trim(), categoryId: Number(categoryId), body };
    try {
      if (record) await api.update(record.id, { ...input, version: record.version });
      else await api.create(input);
      toast.success(t(record ? 'forum.editor.saved' : 'forum.editor.created'));
      back();
    } catch (failure) {
      setErrors(fieldErrors(failure));
    } finally {
      setSaving(false);
    }
  };
  const clear = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);

  return (
    <section aria-labelledby="forum-editor-title" className="flex flex-col gap-4">
      <h1 id="forum-editor-title" className="text-xl font-semibold text-default">
        {title}
      </h1>
      <form
        noValidate
        className="flex max-w-4xl flex-col gap-4 rounded-lg bg-surface p-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          label={t('forumTopic.field.title')}
          isRequired
          autoFocus
          maxLength={120}
          value={topicTitle}
          onChange={(next) => {
            setTopicTitle(next);
            clear('title');
          }}
          isInvalid={Boolean(errors.title)}
          errorMessage={errors.title}
        />
        <Select
          label={t('forumTopic.field.categoryId')}
          isRequired
          className="max-w-sm"
          options={categoryOptions(nodes ?? [], locale)}
          value={categoryId}
          onChange={(next) => {
            setCategoryId(next);
            clear('categoryId');
          }}
          isInvalid={Boolean(errors.categoryId)}
          errorMessage={errors.categoryId}
        />
        <Suspense fallback={<Skeleton rows={6} />}>
          <PostEditor
            label={t('forumTopic.field.body')}
            value={body}
            onChange={(html) => {
              setBody(html);
              clear('body');
            }}
            isInvalid={Boolean(errors.body)}
            errorMessage={errors.body}
          />
        </Suspense>
        <div className="flex gap-2">
          <Button type="submit" variant="primary" isPending={saving}>
            {t('forum.editor.save')}
          </Button>
          <Button onPress={back}>{t('forum.cancel')}</Button>
        </div>
      </form>
    </section>
  );
}
