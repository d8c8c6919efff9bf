/**
 * The music-template editor's page (/template/music/add, /template/music/edit/:id): the template editors' page
 * (template-editor-page.tsx) around the playlist's form (music-template-editor.tsx).
 */
import { musicTemplate } from '@soundboard/contract';
import { useT } from '../../i18n/use-t';
import type { PageProps } from '../../routes/types';
import { MusicTemplateEditor } from './music-template-editor';
import { TemplateEditorPage } from './template-editor-page';

export default function MusicTemplateEditorPage({ route, params }: PageProps) {
  const t = useT();
  return (
    <TemplateEditorPage
      def={musicTemplate}
      id={params.id ? Number(params.id) : null}
      screens={{ add: 'MusicTemplateAdd', edit: 'MusicTemplateEdit' }}
    >
      {(handlers) => <MusicTemplateEditor titleText={t(route.titleKey)} {...handlers} />}
    </TemplateEditorPage>
  );
}
