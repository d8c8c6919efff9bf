/**
 * The music-template editor's page (/template/music/add, /template/music/edit/:id): loads the record and hands
 * it to the form (music-template-editor.tsx). A new playlist is created by its first save; the address then
 * becomes edit/:id in place (replace, and the Add tab closes), and the edit page starts from the saved record
 * instead of reading it again.
 */
import { musicTemplate } from '@soundboard/contract';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { apiFor, type ResourceRecord } from '../../resource/api';
import { screenHref } from '../../resource/screen-href';
import type { PageProps } from '../../routes/types';
import { closeTab } from '../../stores/tabs';
import { MusicTemplateEditor } from './music-template-editor';

/** A just-created playlist, waiting for its edit page (taken once). */
let handoff: ResourceRecord | null = null;

function takeHandoff(id: number | null): ResourceRecord | null {
  const taken = handoff && handoff.id === id ? handoff : null;
  handoff = null;
  return taken;
}

export default function MusicTemplateEditorPage({ route, params }: PageProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const id = params.id ? Number(params.id) : null;
  const [record, setRecord] = useState<ResourceRecord | null>(() => takeHandoff(id));
  const [failed, setFailed] = useState(false);
  const load = () => {
    if (id === null) return;
    setFailed(false);
    apiFor(musicTemplate)
      .get(id)
      .then(setRecord, () => setFailed(true));
  };
  useEffect(() => {
    if (!record) load();
  }, [id]);

  if (id !== null && !record)
    return failed ? <LoadFailed title={t('resource.loadFailed')} onRetry={load} /> : <Skeleton rows={12} />;
  return (
    <MusicTemplateEditor
      // A reload (after a conflict) starts the form afresh.
      key={record ? `${record.id}:${record.version}` : 'new'}
      titleText={t(route.titleKey)}
      record={record}
      onReload={load}
      onCreated={(created) => {
        handoff = created;
        const addPath = screenHref('MusicTemplateAdd');
        navigate(screenHref('MusicTemplateEdit', { id: created.id }), { replace: true });
        closeTab(addPath);
      }}
    />
  );
}
