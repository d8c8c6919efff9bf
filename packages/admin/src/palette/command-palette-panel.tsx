/**
 * The command palette as the app fills it (loaded on first use by command-palette-mount.tsx): the screens of
 * the user's menu (useAppMenu: the same list, permissions and titles as the side menu), the actions, and the
 * records the server finds; an empty text shows the recent picks and the actions. docs/modules/app-shell.md.
 */
import { useStore } from '@nanostores/react';
import { SEARCH_MATCHES, type UserInfoAnswer } from '@soundboard/contract';
import { CommandPalette, type PaletteGroup, type PaletteItem } from '@soundboard/ui/widgets/command-palette.tsx';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { needMessages } from '../i18n';
import { useT } from '../i18n/use-t';
import { SwitchRoleDialog } from '../layout/switch-role-dialog';
import { useAppMenu } from '../layout/use-app-menu';
import type { AppRoute } from '../routes/types';
import { $session } from '../stores/session';
import { PALETTE_ACTIONS } from './palette-actions';
import { byRecency, ranked } from './palette-rank';
import { actionId, recordHref, recordId, screenId, targetOf } from './palette-targets';
import { recentPicks, rememberPick } from './recent-picks';
import { useRecordSearch } from './use-record-search';

interface Props {
  route: AppRoute;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function CommandPalettePanel({ route, isOpen, onOpenChange }: Props) {
  const t = useT();
  const menu = useAppMenu(route);
  const username = useStore($session).user_name;
  const [, navigate] = useLocation();
  const [ready, setReady] = useState(false);
  const [query, setQuery] = useState('');
  const [switching, setSwitching] = useState<UserInfoAnswer | null>(null);
  const { hits, loading } = useRecordSearch(query);
  useEffect(() => {
    void needMessages(['resources']).then(() => setReady(true));
  }, []);
  useEffect(() => {
    if (isOpen) setQuery('');
  }, [isOpen]);

  const recent = recentPicks(username);
  const recentIds = recent.map((pick) => pick.id);
  const screens: PaletteItem[] = menu.items.flatMap((group) =>
    (group.children ?? [group])
      .filter((node) => menu.isPage(node.key))
      .map((node) => ({
        id: screenId(node.key),
        label: node.label,
        ...(node !== group ? { description: group.label } : {}),
        icon: node.icon ?? group.icon,
      })),
  );
  const actions: PaletteItem[] = PALETTE_ACTIONS.filter((action) => action.allowed()).map((action) => ({
    id: actionId(action.id),
    label: action.label(),
    description: t('palette.action'),
  }));
  const known = new Set([...screens, ...actions].map((item) => item.id));
  const records = new Map<string, PaletteGroup>();
  for (const hit of byRecency(
    hits.map((hit) => ({ ...hit, rank: SEARCH_MATCHES.indexOf(hit.match), id: recordId(hit.kind, hit.id) })),
    recentIds,
  )) {
    const title = t(`${hit.kind}.title`);
    const group = records.get(hit.kind) ?? { id: hit.kind, title, items: [] };
    group.items.push({ id: hit.id, label: hit.title, description: title });
    records.set(hit.kind, group);
  }
  const groups: PaletteGroup[] = query.trim()
    ? [
        { id: 'screens', title: t('palette.group.screens'), items: ranked(screens, query, recentIds) },
        { id: 'actions', title: t('palette.group.actions'), items: ranked(actions, query, recentIds) },
        ...records.values(),
      ]
    : [
        {
          id: 'recent',
          title: t('palette.group.recent'),
          items: recent.filter((pick) => known.has(pick.id) || pick.id.startsWith('record:')),
        },
        { id: 'actions', title: t('palette.group.actions'), items: actions },
      ];

  const open = (item: PaletteItem) => {
    rememberPick(username, {
      id: item.id,
      label: item.label,
      ...(item.description ? { description: item.description } : {}),
    });
    const target = targetOf(item.id);
    if (target?.type === 'screen') menu.onSelect(target.key);
    if (target?.type === 'record') navigate(recordHref(target.kind, target.id));
    const action = target?.type === 'action' && PALETTE_ACTIONS.find((known) => known.id === target.id);
    if (action) void action.run({ navigate, switchRoles: setSwitching });
  };

  if (!ready) return null;
  return (
    <>
      <CommandPalette
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        query={query}
        onQueryChange={setQuery}
        groups={groups}
        loading={loading}
        onAction={open}
      />
      {switching && <SwitchRoleDialog user={switching} onClose={() => setSwitching(null)} />}
    </>
  );
}
