/**
 * The role's menu: "every entry its permissions allow" (menuKeys null, the default) or the entries ticked in a
 * tree of the menu groups and pages (the kit's Tree: arrows move and open, Space ticks). Switching to a chosen
 * list starts from the pages the role's permissions allow.
 */
import type { Permission } from '@soundboard/contract';
import { Tree } from '@soundboard/ui/data-display/tree.tsx';
import { Radio, RadioGroup } from '@soundboard/ui/inputs/radio-group.tsx';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { allowedPageKeys, checkedFromMenuKeys, menuKeysFromChecked, roleMenuTree } from './role-menu';

export function RoleMenuPicker({
  menuKeys,
  granted,
  onChange,
  isDisabled,
}: {
  menuKeys: string[] | null;
  granted: ReadonlySet<Permission>;
  onChange: (menuKeys: string[] | null) => void;
  isDisabled?: boolean;
}) {
  const t = useT();
  const tree = useMemo(() => roleMenuTree(t, granted, t('role.menuNotAllowed')), [t, granted]);
  const checked = useMemo(() => checkedFromMenuKeys(menuKeys ?? [], tree), [menuKeys, tree]);
  const groupIds = useMemo(() => tree.map((group) => group.id), [tree]);

  return (
    <div className="flex flex-col gap-3">
      <RadioGroup
        aria-label={t('role.menu')}
        value={menuKeys === null ? 'all' : 'chosen'}
        isDisabled={isDisabled}
        onChange={(value) =>
          onChange(
            value === 'all'
              ? null
              : menuKeysFromChecked(checkedFromMenuKeys(allowedPageKeys(new Set(granted)), tree), tree),
          )
        }
      >
        <Radio value="all">{t('role.menuAll')}</Radio>
        <Radio value="chosen">{t('role.menuChosen')}</Radio>
      </RadioGroup>
      {menuKeys !== null && (
        <div className="rounded-md border border-subtle p-2" data-slot="role-menu-tree">
          <p className="mb-2 text-sm text-secondary">{t('role.menuHelp')}</p>
          <Tree
            aria-label={t('role.menuTreeLabel')}
            items={tree}
            checkable
            checkedKeys={checked}
            onCheck={(next) => !isDisabled && onChange(menuKeysFromChecked(next, tree))}
            defaultExpandedKeys={groupIds}
          />
        </div>
      )}
    </div>
  );
}
