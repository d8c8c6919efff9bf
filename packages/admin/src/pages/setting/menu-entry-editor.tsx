/**
 * The selected menu entry's form (or a new entry's): kind, title (one of the app's title keys, or custom zh-CN
 * and en-US titles), icon, the screen it opens (chosen from the app's screens of that kind), permission,
 * visible. Save and Delete; a seeded entry keeps its kind and cannot be deleted (the reason shows beside).
 * The server's field issues show under their fields.
 */
import { MENU_KINDS, type MenuIcon, type MenuKind, type Permission } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Radio, RadioGroup } from '@soundboard/ui/inputs/radio-group.tsx';
import { Switch } from '@soundboard/ui/inputs/switch.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { MENU_ICON_NODES, menuIcon } from '../../layout/menu-icons';
import { type EntryDraft, withKind } from './menu-entry-draft';
import { iconOptions, NO_ICON, pathOptions, permissionOptions } from './menu-entry-options';
import { MenuTitleFields } from './menu-title-fields';

export function MenuEntryEditor({
  heading,
  where,
  initial,
  isNew,
  seeded,
  errors,
  saving,
  onSave,
  onDelete,
  onCancel,
}: {
  heading: string;
  /** For a new entry: where it goes. */
  where?: string;
  initial: EntryDraft;
  isNew: boolean;
  seeded: boolean;
  errors: Record<string, string>;
  saving: boolean;
  onSave: (draft: EntryDraft) => void;
  onDelete?: () => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(initial);
  const set = (patch: Partial<EntryDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const field = (name: string) => ({ errorMessage: errors[name], isInvalid: Boolean(errors[name]) });
  const icons = iconOptions(t).map((option) => ({ ...option, icon: menuIcon(option.id) }));

  return (
    // noValidate: the server checks every field and its translated issues show under them (the browser's own
    // bubble would name only the first, in the browser's language).
    <form
      noValidate
      aria-labelledby="menu-entry-heading"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <div>
        <h2 id="menu-entry-heading" className="text-lg font-medium text-default">
          {heading}
        </h2>
        {where && <p className="text-sm text-secondary">{where}</p>}
        {errors.parentId && (
          <p role="alert" className="text-sm text-danger-text">
            {errors.parentId}
          </p>
        )}
      </div>
      <RadioGroup
        label={t('menus.kind')}
        variant="button"
        value={draft.kind}
        onChange={(kind) => setDraft((current) => withKind(current, kind as MenuKind))}
        isDisabled={seeded}
        description={seeded ? t('menus.seededFixed') : undefined}
        {...field('kind')}
      >
        {MENU_KINDS.map((kind) => (
          <Radio key={kind} value={kind}>
            {t(`menus.kind.${kind}`)}
          </Radio>
        ))}
      </RadioGroup>
      <MenuTitleFields draft={draft} onChange={set} field={field} />
      <Select
        label={t('menus.icon')}
        options={icons}
        value={draft.icon ?? NO_ICON}
        onChange={(icon) => set({ icon: icon && icon in MENU_ICON_NODES ? (icon as MenuIcon) : null })}
        {...field('icon')}
      />
      {draft.kind !== 'directory' && (
        <Select
          label={t('menus.path')}
          description={t(seeded ? 'menus.pathSeeded' : 'menus.pathHelp')}
          options={pathOptions(draft.kind, t)}
          value={draft.path}
          onChange={(path) => set({ path })}
          isDisabled={seeded}
          isRequired
          {...field('path')}
        />
      )}
      <Select
        label={t('menus.permission')}
        description={t('menus.permissionHelp')}
        options={permissionOptions(t)}
        value={draft.permission}
        onChange={(permission) => permission && set({ permission: permission as Permission })}
        isRequired
        {...field('permission')}
      />
      <Switch isSelected={draft.visible} onChange={(visible) => set({ visible })}>
        {t('menus.visible')}
      </Switch>
      <div className="flex flex-wrap items-center gap-3 border-t border-subtle pt-4">
        <Button type="submit" variant="primary" isPending={saving}>
          {t(isNew ? 'menus.create' : 'menus.save')}
        </Button>
        {onCancel && <Button onPress={onCancel}>{t('menus.cancel')}</Button>}
        {onDelete && (
          <Button
            variant="danger"
            isDisabled={seeded}
            onPress={onDelete}
            aria-describedby={seeded ? 'menu-entry-seeded' : undefined}
          >
            {t('menus.delete')}
          </Button>
        )}
        {onDelete && seeded && (
          <p id="menu-entry-seeded" className="text-sm text-secondary">
            {t('menus.seededNoDelete')}
          </p>
        )}
      </div>
    </form>
  );
}
