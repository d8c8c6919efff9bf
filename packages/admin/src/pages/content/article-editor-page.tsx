/**
 * The full-page article editor (/content/article/add, /content/article/edit/:id): loads the record and hands it
 * to the form (article-editor.tsx). A new article is created by its first save; the address then becomes
 * edit/:id in place (replace, and the Add tab closes). The router draws the new address as a new page, so the
 * form hands itself over (the record, anything typed since, where the caret was) and the edit page starts from
 * that instead of loading.
 */
import { article } from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../i18n/use-t';
import { apiFor, type ResourceRecord } from '../../resource/api';
import type { FormValues } from '../../resource/record-values';
import type { PageProps } from '../../routes/types';
import { closeTab } from '../../stores/tabs';
import { ArticleEditor } from './article-editor';

const ADD_PATH = '/content/article/add';
const editPath = (id: number) => `/content/article/edit/${id}`;

interface Loaded {
  record: ResourceRecord;
  values?: FormValues;
  focusBody?: boolean;
  slugEdited?: boolean;
}

/** The form of a just-created article, waiting for its edit page (taken once that page has mounted). */
let handoff: Loaded | null = null;

/**
 * Read while the edit page first renders, cleared once it has mounted: React throws away a first render that
 * suspends (a lazy part of the form) and renders again, and that render must find the handoff too (taken in the
 * first, the page loaded the record from the server and lost what was typed and chosen since the save).
 */
const handoffFor = (id: number | null): Loaded | null => (handoff && handoff.record.id === id ? handoff : null);

export default function ArticleEditorPage({ route, params }: PageProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const id = params.id ? Number(params.id) : null;
  const [loaded, setLoaded] = useState<Loaded | null>(() => handoffFor(id));
  useEffect(() => {
    if (handoffFor(id)) handoff = null;
  }, []);
  const [failed, setFailed] = useState(false);
  const load = () => {
    if (id === null) return;
    setFailed(false);
    apiFor(article)
      .get(id)
      .then(
        (record) => setLoaded({ record }),
        () => setFailed(true),
      );
  };
  useEffect(() => {
    if (!loaded) load();
  }, [id]);

  if (id !== null && !loaded)
    return failed ? <Alert status="error">{t('resource.loadFailed')}</Alert> : <Skeleton rows={10} />;
  return (
    <ArticleEditor
      // A reload (after a conflict) or a restored revision starts the form afresh.
      key={loaded ? `${loaded.record.id}:${loaded.record.version}` : 'new'}
      titleText={t(route.titleKey)}
      record={loaded?.record ?? null}
      {...(loaded?.values ? { values: loaded.values } : {})}
      focusBody={loaded?.focusBody ?? false}
      {...(loaded?.slugEdited === undefined ? {} : { slugEdited: loaded.slugEdited })}
      onReload={load}
      onRestored={(record) => setLoaded({ record })}
      onCreated={(record, values, state) => {
        handoff = { record, values, ...state };
        navigate(editPath(record.id), { replace: true });
        closeTab(ADD_PATH);
      }}
    />
  );
}
