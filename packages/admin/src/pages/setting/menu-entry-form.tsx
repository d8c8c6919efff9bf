/**
 * The right-hand side of the menu editor: the selected entry's editor (or a new entry's, or a hint when nothing
 * is chosen) and the delete confirmation, which shows the server's refusal (an entry with entries inside).
 */
import { useStore } from '@nanostores/react';
import type { MenuEntry } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import { DeleteDialog } from '../../layout/delete-dialog';
import { $locale } from '../../stores/locale';
import { draftOf, type Editing, type EntryDraft, entryTitle, newDraft } from './menu-entry-draft';
import { MenuEntryEditor } from './menu-entry-editor';
import { deleteMenuEntry } from './menus-api';

export function MenuEntryForm({
  entries,
  editing,
  errors,
  saving,
  onSave,
  onCancel,
  onDeleted,
}: {
  entries: readonly MenuEntry[];
  editing: Editing;
  errors: Record<string, string>;
  saving: boolean;
  onSave: (draft: EntryDraft) => void;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const [deleting, setDeleting] = useState<MenuEntry>();
  const [refusal, setRefusal] = useState<string>();
  const title = (entry: MenuEntry) => entryTitle(entry, locale, t);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteMenuEntry(deleting.id);
    } catch (error) {
      // Shown in the dialog too, which stays open: the toast goes, the reason should not.
      setRefusal(isApiError(error) ? error.message : t('request.error'));
      throw error;
    }
    toast.success(t('menus.deleted', { name: title(deleting) }));
    onDeleted();
  };

  if (!editing) return <p className="text-secondary">{t('menus.noSelection')}</p>;
  const common = { errors, saving, onSave };
  let editor: ReactNode;
  if ('id' in editing) {
    const entry = entries.find((candidate) => candidate.id === editing.id);
    editor = entry ? (
      <MenuEntryEditor
        key={`entry-${entry.id}`}
        {...common}
        heading={t('menus.editTitle', { name: title(entry) })}
        initial={draftOf(entry)}
        isNew={false}
        seeded={entry.seeded}
        onDelete={() => {
          setRefusal(undefined);
          setDeleting(entry);
        }}
      />
    ) : null;
  } else {
    const parent = entries.find((candidate) => candidate.id === editing.parentId);
    editor = (
      <MenuEntryEditor
        key={`new-${editing.kind}-${editing.parentId}`}
        {...common}
        heading={t(`menus.createTitle.${editing.kind}`)}
        where={parent ? t('menus.createIn', { name: title(parent) }) : t('menus.createAtTop')}
        initial={newDraft(editing.kind, editing.parentId)}
        isNew
        seeded={false}
        onCancel={onCancel}
      />
    );
  }

  return (
    <>
      {editor}
      {deleting && (
        <DeleteDialog
          title={t('menus.deleteTitle', { name: title(deleting) })}
          okText={t('menus.delete')}
          content={t('menus.deleteContent')}
          refusal={refusal}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(undefined)}
        />
      )}
    </>
  );
}
