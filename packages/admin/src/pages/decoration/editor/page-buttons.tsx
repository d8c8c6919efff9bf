/** Adding a page (at the end, shown at once) and deleting the shown one (never the home page; confirmed). */
import type { DecorationPage, HomeDocument } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { FilePlus2, Trash2 } from 'lucide-react';
import { useT } from '../../../i18n/use-t';
import { addPage, removePage } from './document-edits';

export function PageButtons({
  document,
  page,
  onChange,
}: {
  document: HomeDocument;
  page: DecorationPage;
  /** The changed document and the page to show. */
  onChange: (next: HomeDocument, shownPageId: string) => void;
}) {
  const t = useT();
  const add = () => {
    const next = addPage(document, t('decoration.editor.newPage', { number: document.pages.length + 1 }));
    const added = next?.pages.at(-1);
    if (!next || !added) return toast.warning(t('decoration.editor.tooManyPages'));
    onChange(next, added.id);
  };
  const remove = () =>
    confirm({
      title: t('decoration.editor.deletePage.title', { name: page.name }),
      content: t('decoration.editor.deletePage.content'),
      okText: t('decoration.editor.deletePage'),
      danger: true,
      onOk: () => {
        const next = removePage(document, page.id);
        if (next) onChange(next, next.pages[0]?.id ?? 'home');
      },
    });
  return (
    <div className="ms-auto flex gap-2">
      <Button size="sm" icon={<FilePlus2 />} onPress={add}>
        {t('decoration.editor.addPage')}
      </Button>
      {page.id !== document.pages[0]?.id && (
        <Button size="sm" icon={<Trash2 />} onPress={() => void remove()}>
          {t('decoration.editor.deletePage')}
        </Button>
      )}
    </div>
  );
}
