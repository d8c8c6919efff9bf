/**
 * The app settings (docs/modules/app-shell.md) as the settings drawer sees them. The admin's settings store derives its
 * shape from this one (its server menu typed); copy-settings writes all of it, formatted, for src/settings.json.
 */
export interface AppSettings {
  theme: 'light' | 'dark';
  colorWeak: boolean;
  navbar: boolean;
  menu: boolean;
  topMenu: boolean;
  hideMenu: boolean;
  menuCollapse: boolean;
  footer: boolean;
  themeColor: string;
  menuWidth: number;
  /** Whether the settings drawer is open. */
  globalSettings: boolean;
  device: 'desktop' | 'mobile';
  tabBar: boolean;
  menuFromServer: boolean;
  serverMenu: unknown[];
}

/** The on/off settings of the drawer's Content and Other-settings blocks. */
export const SETTING_SWITCHES = [
  'navbar',
  'menu',
  'topMenu',
  'footer',
  'tabBar',
  'menuFromServer',
  'colorWeak',
] as const;
export type SettingSwitch = (typeof SETTING_SWITCHES)[number];

/** Defaults: light theme, desktop, #165DFF, menu width 300; the rest follow the original defaults. */
export const DEFAULT_APP_SETTINGS: AppSettings = {
  theme: 'light',
  colorWeak: false,
  navbar: true,
  menu: true,
  topMenu: false,
  hideMenu: false,
  menuCollapse: false,
  footer: true,
  themeColor: '#165DFF',
  menuWidth: 300,
  globalSettings: false,
  device: 'desktop',
  tabBar: false,
  menuFromServer: false,
  serverMenu: [],
};

/** The text copy-settings puts on the clipboard. */
export function settingsToJson(settings: AppSettings): string {
  return JSON.stringify(settings, null, 2);
}

export const SETTINGS_DRAWER_WIDTH = 300;
export const MENU_WIDTH_INPUT_WIDTH = 80;
