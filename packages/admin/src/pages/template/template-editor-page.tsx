/**
 * The page around a template editor (/template/music|text/add, …/edit/:id): loads the record and hands it to the
 * editor. A new template is created by its first save; the address then becomes edit/:id in place (replace, and
 * the Add tab closes), and the edit page starts from the saved record instead of reading it again. A reload
 * (after a conflict) starts the editor afresh.
 */
import type { ResourceDef } from '@soundboard/contract';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { apiFor, type ResourceRecord } from '../../resource/api';
import { screenHref } from '../../resource/screen-href';
import { closeTab } from '../../stores/tabs';

export interface EditorHandlers {
  /** The record loaded; null on the add page. */
  record: ResourceRecord | null;
  onReload: () => void;
  onCreated: (record: ResourceRecord) => void;
}

/** A just-created template, waiting for its edit page (taken once). */
let handoff: { name: string; record: ResourceRecord } | null = null;

function takeHandoff(def: ResourceDef, id: number | null): ResourceRecord | null {
  const taken = handoff && handoff.name === def.name && handoff.record.id === id ? handoff.record : null;
  handoff = null;
  return taken;
}

export function TemplateEditorPage({
  def,
  id,
  screens,
  children,
}: {
  def: ResourceDef;
  id: number | null;
  /** The contract's screen names of the add and edit pages. */
  screens: { add: string; edit: string };
  children: (handlers: EditorHandlers) => ReactNode;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const [record, setRecord] = useState<ResourceRecord | null>(() => takeHandoff(def, id));
  const [failed, setFailed] = useState(false);
  const load = () => {
    if (id === null) return;
    setFailed(false);
    apiFor(def)
      .get(id)
      .then(setRecord, () => setFailed(true));
  };
  useEffect(() => {
    if (record?.id !== id) load();
  }, [id]);

  if (id !== null && record?.id !== id)
    return failed ? <LoadFailed title={t('resource.loadFailed')} onRetry={load} /> : <Skeleton rows={12} />;
  const handlers: EditorHandlers = {
    record: id === null ? null : record,
    onReload: load,
    onCreated: (created) => {
      handoff = { name: def.name, record: created };
      navigate(screenHref(screens.edit, { id: created.id }), { replace: true });
      closeTab(screenHref(screens.add));
    },
  };
  return (
    <Fragment key={record && id !== null ? `${record.id}:${record.version}` : 'new'}>{children(handlers)}</Fragment>
  );
}
