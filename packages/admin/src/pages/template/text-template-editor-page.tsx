/**
 * The text-template editor (/template/text/add, /template/text/edit/:id): loads the record and hands it to the
 * form (text-template-editor.tsx). A new template is made by its first save; the address then becomes
 * edit/:id in place (replace: the leave guard lets it pass) and the Add tab closes.
 */
import { textTemplate } from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../i18n/use-t';
import { apiFor, type ResourceRecord } from '../../resource/api';
import { screenHref } from '../../resource/screen-href';
import type { PageProps } from '../../routes/types';
import { closeTab } from '../../stores/tabs';
import { TextTemplateEditor } from './text-template-editor';

export default function TextTemplateEditorPage({ route, params }: PageProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const id = params.id ? Number(params.id) : null;
  const [record, setRecord] = useState<ResourceRecord | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    if (id === null) return;
    setFailed(false);
    apiFor(textTemplate)
      .get(id)
      .then(setRecord, () => setFailed(true));
  };
  useEffect(load, [id]);

  if (id !== null && record?.id !== id)
    return failed ? (
      <Alert status="error" title={t('resource.loadFailed')}>
        <Button size="sm" onPress={load}>
          {t('resource.retry')}
        </Button>
      </Alert>
    ) : (
      <Skeleton rows={10} />
    );
  return (
    <TextTemplateEditor
      // A reload after a conflict starts the form afresh.
      key={record ? `${record.id}:${record.version}` : 'new'}
      title={t(route.titleKey)}
      record={id === null ? null : record}
      onReload={load}
      onCreated={(created) => {
        const addPath = screenHref('TextTemplateAdd');
        navigate(screenHref('TextTemplateEdit', { id: created.id }), { replace: true });
        closeTab(addPath);
      }}
    />
  );
}
