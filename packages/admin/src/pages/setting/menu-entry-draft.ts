/**
 * The menu entry form's state as pure functions: an entry's shown title, the form's starting values for an
 * entry or a new one, and what is sent (the contract's MenuEntryInput). Custom titles win over the title key.
 */
import {
  type Locale,
  type MenuEntry,
  type MenuEntryInput,
  type MenuIcon,
  type MenuKind,
  menuTargets,
  type Permission,
} from '@soundboard/contract';

export type TitleMode = 'key' | 'custom';

/** What the editor's form shows: an entry, a new entry of a kind inside a directory, or nothing yet. */
export type Editing = { id: number } | { kind: MenuKind; parentId: number | null } | null;

export interface EntryDraft {
  parentId: number | null;
  kind: MenuKind;
  titleMode: TitleMode;
  titleKey: string | null;
  titleZh: string;
  titleEn: string;
  icon: MenuIcon | null;
  path: string | null;
  permission: Permission;
  visible: boolean;
}

/** The title an entry shows in the editor's tree: its custom title in the locale, else its key's text. */
export function entryTitle(entry: MenuEntry, locale: Locale, translate: (key: string) => string): string {
  const custom = locale === 'zh-CN' ? entry.titleZh : entry.titleEn;
  if (custom) return custom;
  return entry.titleKey ? translate(entry.titleKey) : entry.key;
}

export function draftOf(entry: MenuEntry): EntryDraft {
  return {
    parentId: entry.parentId,
    kind: entry.kind,
    titleMode: entry.titleZh && entry.titleEn ? 'custom' : 'key',
    titleKey: entry.titleKey,
    titleZh: entry.titleZh,
    titleEn: entry.titleEn,
    icon: entry.icon,
    path: entry.path,
    permission: entry.permission,
    visible: entry.visible,
  };
}

/** A new entry: visible, shown to every signed-in user with a menu until a permission is chosen. */
export function newDraft(kind: MenuKind, parentId: number | null): EntryDraft {
  return {
    parentId,
    kind,
    titleMode: kind === 'directory' ? 'custom' : 'key',
    titleKey: null,
    titleZh: '',
    titleEn: '',
    icon: null,
    path: null,
    permission: 'menu:read',
    visible: true,
  };
}

/** A kind change keeps the path only if the new kind may point at it (a directory points at none). */
export function withKind(draft: EntryDraft, kind: MenuKind): EntryDraft {
  const keepsPath = kind !== 'directory' && menuTargets(kind).some((screen) => screen.path === draft.path);
  return { ...draft, kind, path: keepsPath ? draft.path : null };
}

/** What the server gets: with the key's title the custom titles are cleared; custom titles keep the key beside them. */
export function toInput(draft: EntryDraft): MenuEntryInput {
  const custom = draft.titleMode === 'custom';
  return {
    parentId: draft.parentId,
    kind: draft.kind,
    path: draft.kind === 'directory' ? null : draft.path,
    titleKey: draft.titleKey,
    titleZh: custom ? draft.titleZh : '',
    titleEn: custom ? draft.titleEn : '',
    icon: draft.icon,
    permission: draft.permission,
    visible: draft.visible,
  };
}
