/**
 * "Preview as role": the menu a chosen role would get from /user/menu (the server filters the tree by the role's
 * permissions and menu list), read-only, with custom titles in the locale shown. Loaded again when `revision`
 * changes (after a save or a move).
 */
import { useStore } from '@nanostores/react';
import type { AdminRole, MenuItem } from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { useCallback, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { menuIcon } from '../../layout/menu-icons';
import { menuFromServerItems, type NavItem } from '../../layout/menu-model';
import { useLatestLoad } from '../../lib/use-latest-load';
import { $locale } from '../../stores/locale';
import { previewMenu } from './menus-api';
import { roleName } from './role-name';

const countEntries = (items: readonly NavItem[]): number =>
  items.reduce((sum, item) => sum + 1 + countEntries(item.children ?? []), 0);

function PreviewList({ items }: { items: readonly NavItem[] }) {
  const t = useT();
  return (
    <ul className="flex flex-col gap-1 ps-4 first:ps-0">
      {items.map((item) => (
        <li key={item.key}>
          <span className="flex items-center gap-2 py-0.5 text-default">
            <span className="inline-flex size-4 shrink-0 text-secondary [&_svg]:size-4">{menuIcon(item.icon)}</span>
            {item.title ?? t(item.titleKey)}
          </span>
          {item.children && <PreviewList items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

function RolePreview({ role, revision }: { role: AdminRole; revision: number }) {
  const t = useT();
  const locale = useStore($locale);
  // revision is a dependency on purpose: a save elsewhere loads the preview again.
  const load = useCallback(() => previewMenu(role.key), [role.key, revision]);
  const { data, failed } = useLatestLoad<MenuItem[]>(load);
  if (failed) return <Alert status="error" title={t('menus.previewFailed')} />;
  if (!data) return null;
  const items = menuFromServerItems(data, locale);
  const name = roleName(role, locale);
  return (
    <section aria-label={t('menus.previewLabel', { role: name })} className="flex flex-col gap-2">
      <p className="text-sm text-secondary">{t('menus.previewCount', { count: countEntries(items) })}</p>
      {items.length === 0 ? <p className="text-secondary">{t('menus.previewEmpty')}</p> : <PreviewList items={items} />}
    </section>
  );
}

export function MenuPreview({ roles, revision }: { roles: readonly AdminRole[]; revision: number }) {
  const t = useT();
  const locale = useStore($locale);
  const [roleKey, setRoleKey] = useState<string | null>(null);
  const role = roles.find((candidate) => candidate.key === roleKey);
  return (
    <div className="flex flex-col gap-3">
      <Select
        label={t('menus.previewRole')}
        placeholder={t('menus.previewChoose')}
        options={roles.map((candidate) => ({ id: candidate.key, label: roleName(candidate, locale) }))}
        value={roleKey}
        onChange={setRoleKey}
      />
      {/* Keyed by role: the previous role's entries are never shown under the new role's name while it loads. */}
      {role && <RolePreview key={role.key} role={role} revision={revision} />}
    </div>
  );
}
