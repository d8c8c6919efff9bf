/**
 * The frame around the music and text template editors' fields: the title, a status beside it, Save
 * (Ctrl/Cmd+S), a note when the user may only read, and the conflict warning with its reload.
 */
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import type { TemplateEditor } from './use-template-editor';

export interface TemplateEditorFrameProps {
  title: string;
  editor: TemplateEditor;
  /** Reads the record again (after a version conflict). */
  onReload: () => void;
  /** Beside the title (the record's status). */
  status?: ReactNode;
  /** Said when the user may read but not write. */
  readOnlyNote?: string;
  children: ReactNode;
}

export function TemplateEditorFrame({
  title,
  editor,
  onReload,
  status,
  readOnlyNote,
  children,
}: TemplateEditorFrameProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="m-0 min-w-0 flex-1 truncate text-2xl font-medium text-default">{title}</h1>
        {status}
        {editor.canWrite && (
          <Button
            size="sm"
            variant="primary"
            icon={<Save />}
            isPending={editor.saving}
            isDisabled={editor.conflict}
            aria-keyshortcuts="Control+S"
            onPressStart={() => editor.form.holdBlurValidation()}
            onPress={editor.saveNow}
          >
            {t('resource.save')}
          </Button>
        )}
      </div>
      {!editor.canWrite && readOnlyNote && <Alert status="info">{readOnlyNote}</Alert>}
      {editor.conflict && (
        <Alert status="warning" title={t('resource.conflict.title')}>
          <p className="mb-2">{t('resource.conflict.content')}</p>
          <Button size="sm" onPress={onReload}>
            {t('resource.conflict.reload')}
          </Button>
        </Alert>
      )}
      {children}
    </div>
  );
}
