/**
 * The settings drawer widget wired to the settings store: the theme colour recolours the app at once (light and dark:
 * document-settings.ts applies its shades), switches and the menu width change the layout at once
 * (the settings' effects live in the store actions: topMenu on un-collapses the menu, menuFromServer fetches the menu),
 * closing it hides it again. Shown when settings.globalSettings is on (the navbar gear or the floating button).
 */
import { useStore } from '@nanostores/react';
import { SETTING_SWITCHES } from '@soundboard/ui/widgets/app-settings.ts';
import { SettingsDrawer, SettingsFloatingButton } from '@soundboard/ui/widgets/settings-drawer.tsx';
import { setMenuFromServer } from '../stores/menu';
import {
  $settings,
  closeSettingsDrawer,
  openSettingsDrawer,
  type SettingSwitch,
  setMenuWidth,
  setSwitch,
  setThemeColor,
} from '../stores/settings';

const SWITCHES = new Set<string>(SETTING_SWITCHES);

export function AppSettingsDrawer() {
  const settings = useStore($settings);
  return (
    <>
      <SettingsDrawer
        settings={settings}
        isOpen={settings.globalSettings}
        onOpenChange={(open) => (open ? openSettingsDrawer() : closeSettingsDrawer())}
        onChange={(key, value) => {
          if (key === 'menuWidth') return setMenuWidth(Number(value));
          if (key === 'themeColor') return void setThemeColor(String(value));
          if (key === 'menuFromServer') return void setMenuFromServer(Boolean(value));
          if (SWITCHES.has(key)) setSwitch(key as SettingSwitch, Boolean(value));
        }}
      />
      {!settings.navbar && <SettingsFloatingButton onPress={openSettingsDrawer} />}
    </>
  );
}
