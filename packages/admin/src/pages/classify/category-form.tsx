/**
 * A category's form in a drawer (new or edit): zh-CN and en-US names, parent (a category too deep for this one's
 * subtree, or inside it, cannot be chosen), icon, enabled. The server checks every field; its translated issues
 * show under them. After a 409 the page has loaded the latest version and this form shows it with a warning.
 */
import { useStore } from '@nanostores/react';
import { CATEGORY_ICONS, type CategoryIcon, type CategoryNode } from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Switch } from '@soundboard/ui/inputs/switch.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { Drawer } from '@soundboard/ui/overlays/drawer.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { $locale } from '../../stores/locale';
import { CategoryIconView } from './category-icons';
import { type CategoryDraft, nameIn, parentChoices } from './category-tree-model';

/** Select option ids are strings: these stand for "no parent" and "no icon". */
const TOP = 'top';
const NO_ICON = 'none';

export function CategoryForm({
  title,
  nodes,
  editingId,
  initial,
  errors,
  conflict,
  saving,
  onSave,
  onClose,
}: {
  title: string;
  nodes: readonly CategoryNode[];
  /** The edited category (null: a new one). */
  editingId: number | null;
  initial: CategoryDraft;
  errors: Record<string, string>;
  conflict: boolean;
  saving: boolean;
  onSave: (draft: CategoryDraft) => void;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const [draft, setDraft] = useState(initial);
  const set = (patch: Partial<CategoryDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const field = (name: string) => ({ errorMessage: errors[name], isInvalid: Boolean(errors[name]) });
  const parents = parentChoices(nodes, editingId).map((choice) => ({
    id: choice.id === null ? TOP : String(choice.id),
    label: choice.node ? `${'— '.repeat(choice.depth - 1)}${nameIn(choice.node, locale)}` : t('classify.topLevel'),
    disabled: choice.problem !== null,
  }));
  const icons = [
    { id: NO_ICON, label: t('classify.icon.none') },
    ...CATEGORY_ICONS.map((icon) => ({
      id: icon,
      label: t(`classify.icon.${icon}`),
      icon: <CategoryIconView icon={icon} />,
    })),
  ];

  return (
    <Drawer isOpen width={480} title={title} isDismissable={false} onOpenChange={(open) => !open && onClose()}>
      {/* noValidate: the server's translated issues show under the fields, not the browser's bubble. */}
      <form
        noValidate
        aria-label={title}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(draft);
        }}
      >
        {conflict && (
          <Alert status="warning" title={t('classify.conflict.title')}>
            {t('classify.conflict.content')}
          </Alert>
        )}
        <TextField
          label={t('classify.nameZh')}
          value={draft.nameZh}
          onChange={(nameZh) => set({ nameZh })}
          isRequired
          maxLength={40}
          autoFocus
          {...field('nameZh')}
        />
        <TextField
          label={t('classify.nameEn')}
          value={draft.nameEn}
          onChange={(nameEn) => set({ nameEn })}
          isRequired
          maxLength={60}
          {...field('nameEn')}
        />
        <Select
          label={t('classify.parent')}
          description={t('classify.parentHelp')}
          options={parents}
          value={draft.parentId === null ? TOP : String(draft.parentId)}
          onChange={(id) => set({ parentId: id === null || id === TOP ? null : Number(id) })}
          {...field('parentId')}
        />
        <Select
          label={t('classify.icon')}
          options={icons}
          value={draft.icon ?? NO_ICON}
          onChange={(icon) => set({ icon: icon === null || icon === NO_ICON ? null : (icon as CategoryIcon) })}
          {...field('icon')}
        />
        <Switch isSelected={draft.enabled} onChange={(enabled) => set({ enabled })}>
          {t('classify.enabledSwitch')}
        </Switch>
        <div className="flex flex-wrap gap-3 border-t border-subtle pt-4">
          <Button type="submit" variant="primary" isPending={saving}>
            {t(editingId === null ? 'classify.create' : 'classify.save')}
          </Button>
          <Button onPress={onClose}>{t('classify.cancel')}</Button>
        </div>
      </form>
    </Drawer>
  );
}
