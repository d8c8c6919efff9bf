/** The top (horizontal) menu, shown instead of the side menu when settings.topMenu is on. */
import { TopMenu } from '@soundboard/ui/widgets/top-menu.tsx';
import type { AppRoute } from '../routes/types';
import { useAppMenu } from './use-app-menu';

export function AppTopMenu({ route }: { route: AppRoute }) {
  const menu = useAppMenu(route);
  return <TopMenu aria-label={menu.label} items={menu.items} activeKey={menu.activeKey} onSelect={menu.onSelect} />;
}
