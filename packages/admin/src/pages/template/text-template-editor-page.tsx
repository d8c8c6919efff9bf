/**
 * The text-template editor's page (/template/text/add, /template/text/edit/:id): the template editors' page
 * (template-editor-page.tsx) around the template's form (text-template-editor.tsx).
 */
import { textTemplate } from '@soundboard/contract';
import { useT } from '../../i18n/use-t';
import type { PageProps } from '../../routes/types';
import { TemplateEditorPage } from './template-editor-page';
import { TextTemplateEditor } from './text-template-editor';

export default function TextTemplateEditorPage({ route, params }: PageProps) {
  const t = useT();
  return (
    <TemplateEditorPage
      def={textTemplate}
      id={params.id ? Number(params.id) : null}
      screens={{ add: 'TextTemplateAdd', edit: 'TextTemplateEdit' }}
    >
      {(handlers) => <TextTemplateEditor title={t(route.titleKey)} {...handlers} />}
    </TemplateEditorPage>
  );
}
