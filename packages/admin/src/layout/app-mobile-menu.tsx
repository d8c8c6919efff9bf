/**
 * Below 992px (device 'mobile') the side menu would take the page's width: it moves into a left drawer opened
 * by a menu button at the start of the navbar, and closes when a page is chosen.
 */

import { IconMenu } from '@soundboard/ui/icons/icons.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Drawer } from '@soundboard/ui/overlays/drawer.tsx';
import { SideMenu } from '@soundboard/ui/widgets/side-menu.tsx';
import { useState } from 'react';
import { useT } from '../i18n/use-t';
import type { AppRoute } from '../routes/types';
import { useAppMenu } from './use-app-menu';

export function AppMobileMenu({ route }: { route: AppRoute }) {
  const t = useT();
  const menu = useAppMenu(route);
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        iconOnly
        variant="text"
        aria-label={t('navbar.menu.toggle')}
        icon={<IconMenu />}
        onPress={() => setOpen(true)}
      />
      <Drawer title={t('app.title')} placement="left" width={280} isOpen={isOpen} onOpenChange={setOpen}>
        <SideMenu
          aria-label={menu.label}
          items={menu.items}
          activeKey={menu.activeKey}
          onSelect={(key) => {
            menu.onSelect(key);
            if (menu.isPage(key)) setOpen(false);
          }}
          width={248}
        />
      </Drawer>
    </>
  );
}
