/**
 * Menus (/setting/menus, menu:write): the server menu as a tree on the left — moved by buttons, Alt+arrows or
 * drag and drop, each move saved at once — the selected entry's form on the right, new directories, pages and
 * actions inside the selected directory, and a preview of the menu a role would get.
 */
import { useStore } from '@nanostores/react';
import type { MenuEntry, MenuKind } from '@soundboard/contract';
import { Card } from '@soundboard/ui/data-display/card.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { useEffect, useId, useState } from 'react';
import { fieldErrors } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { useLatestLoad } from '../../lib/use-latest-load';
import type { PageProps } from '../../routes/types';
import { $locale } from '../../stores/locale';
import { type Editing, type EntryDraft, entryTitle, toInput } from './menu-entry-draft';
import { MenuEntryForm } from './menu-entry-form';
import { MenuPreview } from './menu-preview';
import { dropEntry, moveEntry, newEntryParent } from './menu-tree-model';
import { MenuTreePanel } from './menu-tree-panel';
import { createMenuEntry, updateMenuEntry } from './menus-api';
import { loadRoles } from './roles-api';
import { useMenuEntries } from './use-menu-entries';

const NEW_KINDS: readonly { kind: MenuKind; label: string }[] = [
  { kind: 'directory', label: 'menus.newDirectory' },
  { kind: 'page', label: 'menus.newPage' },
  { kind: 'action', label: 'menus.newAction' },
];

export default function MenusPage(_props: PageProps) {
  const titleId = useId(); // unique: the pages kept in other tabs are in the document too
  const t = useT();
  const locale = useStore($locale);
  const { entries, failed, reload, changed, saveOrder, revision } = useMenuEntries();
  const { data: roles } = useLatestLoad(loadRoles);
  const [editing, setEditing] = useState<Editing>(null);
  const [expanded, setExpanded] = useState<Set<string>>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const selectedId = editing && 'id' in editing ? editing.id : null;

  // Every directory starts open; later the user's choice stands.
  useEffect(() => {
    if (entries && !expanded) {
      setExpanded(new Set(entries.filter((entry) => entry.kind === 'directory').map((entry) => String(entry.id))));
    }
  }, [entries, expanded]);
  const open = (id: number | null) => id !== null && setExpanded((keys) => new Set([...(keys ?? []), String(id)]));

  const edit = (next: Editing) => {
    setErrors({});
    setEditing(next);
  };

  const save = async (draft: EntryDraft) => {
    setSaving(true);
    setErrors({});
    try {
      // An entry keeps the place it has now (a move since the form opened is not undone).
      const current = entries?.find((entry) => entry.id === selectedId);
      const input = { ...toInput(draft), parentId: current ? current.parentId : draft.parentId };
      const saved: MenuEntry =
        selectedId === null ? await createMenuEntry(input) : await updateMenuEntry(selectedId, input);
      toast.success(t(selectedId === null ? 'menus.created' : 'menus.saved', { name: entryTitle(saved, locale, t) }));
      open(saved.parentId);
      setEditing({ id: saved.id });
      changed();
    } catch (error) {
      // The request layer has toasted the reason.
      setErrors(fieldErrors(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby={titleId} aria-busy={!entries || undefined}>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3 rounded-lg bg-surface p-4 sm:p-6">
        <div className="min-w-0 max-w-3xl">
          <h1 id={titleId} className="text-xl font-semibold text-default">
            {t('menu.setting.menus')}
          </h1>
          <p className="mt-1 text-secondary">{t('menus.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {NEW_KINDS.map(({ kind, label }) => (
            <Button
              key={kind}
              variant={kind === 'page' ? 'primary' : 'secondary'}
              isDisabled={!entries}
              onPress={() => edit({ kind, parentId: newEntryParent(entries ?? [], selectedId, kind) })}
            >
              {t(label)}
            </Button>
          ))}
        </div>
      </div>
      {failed && <LoadFailed title={t('menus.failed')} onRetry={reload} />}
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <Card title={t('menus.treeTitle')}>
          {entries && expanded && (
            <MenuTreePanel
              entries={entries}
              selectedId={selectedId}
              expanded={expanded}
              onExpandedChange={setExpanded}
              onSelect={(id) => edit({ id })}
              onMove={(id, move) => {
                const order = moveEntry(entries, id, move);
                // Into another directory (indent, or past the edge of its own): show it there.
                open(order?.find((place) => place.id === id)?.parentId ?? null);
                void saveOrder(order);
              }}
              onDrop={(id, targetId, position) => {
                if (position === 'inside') open(targetId);
                void saveOrder(dropEntry(entries, id, targetId, position));
              }}
            />
          )}
        </Card>
        <div className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-4">
          <Card>
            <MenuEntryForm
              entries={entries ?? []}
              editing={editing}
              errors={errors}
              saving={saving}
              onSave={(draft) => void save(draft)}
              onCancel={() => edit(null)}
              onDeleted={() => {
                edit(null);
                changed();
              }}
            />
          </Card>
          <Card title={t('menus.preview')}>
            <MenuPreview roles={roles ?? []} revision={revision} />
          </Card>
        </div>
      </div>
    </section>
  );
}
