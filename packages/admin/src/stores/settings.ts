/**
 * App settings with the defaults of src/settings.json, and their effects as actions (docs/modules/app-shell.md):
 * the top menu forces menuCollapse false (there is no side menu to collapse); the drawer's close sets
 * globalSettings false, the floating button true; the viewport decides the device (below 992px: mobile, the side
 * menu becomes a drawer).
 * Theme, theme colour and the menu's collapse are remembered in local storage; every other change lasts for the
 * session (copying the settings into src/settings.json is how they are kept). A theme colour the primary button's
 * text is not readable on (below 4.5:1) is refused, whether chosen or remembered.
 */
import type { MenuItem } from '@soundboard/contract';
import { isReadableThemeColor } from '@soundboard/ui/pickers/theme-color-contrast.ts';
import {
  type AppSettings as KitAppSettings,
  type SettingSwitch,
  settingsToJson,
} from '@soundboard/ui/widgets/app-settings.ts';
import { map } from 'nanostores';
import { storage } from '../lib/storage';
import defaults from '../settings.json';

export type { SettingSwitch };
export type Theme = KitAppSettings['theme'];
export type Device = KitAppSettings['device'];

/** The kit's settings (what its drawer shows and copies), with the server menu typed as the contract's. */
export interface AppSettings extends Omit<KitAppSettings, 'serverMenu'> {
  serverMenu: MenuItem[];
}

export const DEFAULT_SETTINGS: AppSettings = {
  ...defaults,
  theme: defaults.theme === 'dark' ? 'dark' : 'light',
  device: defaults.device === 'mobile' ? 'mobile' : 'desktop',
  serverMenu: [],
};

/** Below this width the device is 'mobile' (Arco's `lg` breakpoint, the Tailwind `device:` screen). */
export const MOBILE_BELOW = 992;
export const THEME_STORAGE_KEY = 'arco-theme';
export const THEME_COLOR_STORAGE_KEY = 'arco-theme-color';
export const MENU_COLLAPSE_STORAGE_KEY = 'arco-menu-collapse';
const MENU_WIDTH_MIN = 160;
const MENU_WIDTH_MAX = 600;

const isThemeColor = (color: string) => /^#[0-9a-f]{6}$/i.test(color) && isReadableThemeColor(color);

function remembered(): Partial<AppSettings> {
  const theme = storage.get(THEME_STORAGE_KEY);
  const color = storage.get(THEME_COLOR_STORAGE_KEY);
  const collapse = storage.get(MENU_COLLAPSE_STORAGE_KEY);
  return {
    ...(theme === 'light' || theme === 'dark' ? { theme } : {}),
    ...(color && isThemeColor(color) ? { themeColor: color.toUpperCase() } : {}),
    ...(collapse === 'true' || collapse === 'false' ? { menuCollapse: collapse === 'true' } : {}),
  };
}

/** The rules between settings, whatever changed: the top menu has no collapsed form. */
function withRules(settings: AppSettings): AppSettings {
  return settings.topMenu ? { ...settings, menuCollapse: false } : settings;
}

export const $settings = map<AppSettings>(withRules({ ...DEFAULT_SETTINGS, ...remembered() }));

/** Applies a partial change together with the effects tied to it. */
export function updateSettings(patch: Partial<AppSettings>): void {
  $settings.set(withRules({ ...$settings.get(), ...patch }));
}

export function setSwitch(key: SettingSwitch, value: boolean): void {
  updateSettings({ [key]: value });
}

export function setMenuWidth(width: number): void {
  if (!Number.isFinite(width)) return;
  updateSettings({ menuWidth: Math.min(MENU_WIDTH_MAX, Math.max(MENU_WIDTH_MIN, Math.round(width))) });
}

/** The side menu's collapse control and shortcut; what results (off under the top menu) is remembered. */
export function setMenuCollapse(collapsed: boolean): void {
  updateSettings({ menuCollapse: collapsed });
  storage.set(MENU_COLLAPSE_STORAGE_KEY, String($settings.get().menuCollapse));
}

/** The floating settings button (shown when the navbar is hidden) and the navbar's settings button. */
export function openSettingsDrawer(): void {
  updateSettings({ globalSettings: true });
}

export function closeSettingsDrawer(): void {
  updateSettings({ globalSettings: false });
}

export function setTheme(theme: Theme): void {
  storage.set(THEME_STORAGE_KEY, theme);
  updateSettings({ theme });
}

/** Sets and remembers the theme colour; answers false (and changes nothing) for an invalid or too light colour. */
export function setThemeColor(color: string): boolean {
  if (!isThemeColor(color)) return false;
  const themeColor = color.toUpperCase();
  storage.set(THEME_COLOR_STORAGE_KEY, themeColor);
  updateSettings({ themeColor });
  return true;
}

export function deviceForWidth(width: number): Device {
  return width < MOBILE_BELOW ? 'mobile' : 'desktop';
}

/** Called on load and on resize: crossing 992px switches the device and shows/hides the side menu. */
export function applyViewportWidth(width: number): void {
  const device = deviceForWidth(width);
  if (device === $settings.get().device) return;
  updateSettings({ device, hideMenu: device === 'mobile' });
}

export function setServerMenu(serverMenu: MenuItem[]): void {
  updateSettings({ serverMenu });
}

/** The copy-settings text: the full settings state, formatted for src/settings.json. */
export function settingsText(settings: AppSettings = $settings.get()): string {
  return `${settingsToJson(settings)}\n`;
}

/** Back to the defaults (logout keeps the remembered theme and collapse). */
export function resetSettings(): void {
  $settings.set(withRules({ ...DEFAULT_SETTINGS, ...remembered() }));
}
