/**
 * The home-page template editor's page (/store/decoration/home/add, /store/decoration/home/edit/:id): loads the
 * record and its draft and hands them to the editor (editor/template-editor.tsx). A new template is created by
 * its first save; the address then becomes edit/:id in place (replace, and the Add tab closes). The router draws
 * the new address as a new page, so the editor hands over what it shows (name, document, page, selection) and
 * the edit page starts from that instead of loading.
 */
import { emptyDocument, homeTemplate } from '@soundboard/contract';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { decorationApi } from '../../api/decoration';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { apiFor } from '../../resource/api';
import { screenHref } from '../../resource/screen-href';
import type { PageProps } from '../../routes/types';
import { closeTab } from '../../stores/tabs';
import { type EditorStart, TemplateEditor } from './editor/template-editor';

/** The editor of a just-created template, waiting for its edit page (taken once). */
let handoff: EditorStart | null = null;

function takeHandoff(id: number | null): EditorStart | null {
  const taken = handoff && handoff.record?.id === id ? handoff : null;
  handoff = null;
  return taken;
}

export default function TemplateEditorPage({ route, params }: PageProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const id = params.id ? Number(params.id) : null;
  const [loaded, setLoaded] = useState<EditorStart | null>(() => takeHandoff(id));
  const [serial, setSerial] = useState(0);
  const [failed, setFailed] = useState(false);
  const load = () => {
    if (id === null) return;
    setFailed(false);
    Promise.all([apiFor(homeTemplate).get(id), decorationApi.draft(id)]).then(
      ([record, draft]) => {
        setLoaded({ record, draft });
        setSerial((previous) => previous + 1);
      },
      () => setFailed(true),
    );
  };
  useEffect(() => {
    if (!loaded) load();
  }, [id]);

  if (id !== null && !loaded)
    return failed ? <LoadFailed title={t('resource.loadFailed')} onRetry={load} /> : <Skeleton rows={12} />;
  return (
    <TemplateEditor
      // A reload (after a conflict) starts the editor afresh.
      key={`${loaded?.record?.id ?? 'new'}:${serial}`}
      titleText={t(route.titleKey)}
      record={loaded?.record ?? null}
      draft={loaded?.draft ?? null}
      {...(loaded?.carried ? { carried: loaded.carried } : {})}
      initialDocument={loaded?.draft?.document ?? emptyDocument(t('decoration.editor.homeName'))}
      onReload={load}
      onCreated={(start) => {
        if (!start.record) return;
        handoff = start;
        const addPath = screenHref('DecorationHomeAdd');
        navigate(screenHref('DecorationHomeEdit', { id: start.record.id }), { replace: true });
        closeTab(addPath);
      }}
    />
  );
}
