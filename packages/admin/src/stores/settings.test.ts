import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '../lib/storage';
import defaults from '../settings.json';
import {
  $settings,
  applyViewportWidth,
  closeSettingsDrawer,
  DEFAULT_SETTINGS,
  deviceForWidth,
  MENU_COLLAPSE_STORAGE_KEY,
  openSettingsDrawer,
  resetSettings,
  setMenuCollapse,
  setMenuWidth,
  setSwitch,
  setTheme,
  setThemeColor,
  settingsText,
  THEME_COLOR_STORAGE_KEY,
  THEME_STORAGE_KEY,
  updateSettings,
} from './settings';

describe('settings store', () => {
  beforeEach(() => {
    storage.remove(THEME_STORAGE_KEY);
    storage.remove(THEME_COLOR_STORAGE_KEY);
    storage.remove(MENU_COLLAPSE_STORAGE_KEY);
    resetSettings();
  });

  it('starts from src/settings.json with the documented defaults', () => {
    expect($settings.get()).toEqual(defaults);
    expect(DEFAULT_SETTINGS).toMatchObject({
      theme: 'light',
      themeColor: '#165DFF',
      menuWidth: 300,
      device: 'desktop',
      navbar: true,
      menu: true,
      topMenu: false,
      tabBar: true,
      footer: true,
      menuFromServer: false,
      globalSettings: false,
      serverMenu: [],
    });
  });

  it('the top menu forces menuCollapse off: turning it on expands the menu, and nothing collapses it meanwhile', () => {
    setMenuCollapse(true);
    expect($settings.get().menuCollapse).toBe(true);
    setSwitch('topMenu', true);
    expect($settings.get()).toMatchObject({ topMenu: true, menuCollapse: false });
    setMenuCollapse(true);
    updateSettings({ menuCollapse: true });
    expect($settings.get().menuCollapse).toBe(false);
    setSwitch('topMenu', false);
    setMenuCollapse(true);
    expect($settings.get().menuCollapse).toBe(true);
  });

  it('remembers the collapse across a reload, unless the top menu is on', () => {
    setMenuCollapse(true);
    expect(storage.get(MENU_COLLAPSE_STORAGE_KEY)).toBe('true');
    resetSettings();
    expect($settings.get().menuCollapse).toBe(true);
    setMenuCollapse(false);
    resetSettings();
    expect($settings.get().menuCollapse).toBe(false);
    storage.set(MENU_COLLAPSE_STORAGE_KEY, 'true');
    updateSettings({ topMenu: true });
    expect($settings.get().menuCollapse).toBe(false);
  });

  it('copy-settings text carries menuCollapse, the collapsed state as shown', () => {
    setMenuCollapse(true);
    expect(JSON.parse(settingsText()).menuCollapse).toBe(true);
    setSwitch('topMenu', true);
    expect(JSON.parse(settingsText())).toMatchObject({ topMenu: true, menuCollapse: false });
  });

  it('opens the drawer from the floating button and closes it from the drawer', () => {
    openSettingsDrawer();
    expect($settings.get().globalSettings).toBe(true);
    closeSettingsDrawer();
    expect($settings.get().globalSettings).toBe(false);
  });

  it('derives the device from the viewport: below 992px mobile with the menu hidden', () => {
    expect(deviceForWidth(991)).toBe('mobile');
    expect(deviceForWidth(992)).toBe('desktop');
    applyViewportWidth(390);
    expect($settings.get()).toMatchObject({ device: 'mobile', hideMenu: true });
    applyViewportWidth(1440);
    expect($settings.get()).toMatchObject({ device: 'desktop', hideMenu: false });
  });

  it('keeps the menu width a whole number of pixels in range', () => {
    setMenuWidth(240.4);
    expect($settings.get().menuWidth).toBe(240);
    setMenuWidth(5);
    expect($settings.get().menuWidth).toBe(160);
    setMenuWidth(Number.NaN);
    expect($settings.get().menuWidth).toBe(160);
  });

  it('remembers theme and theme colour, and ignores an invalid colour', () => {
    setTheme('dark');
    expect(setThemeColor('#722ed1')).toBe(true);
    expect(setThemeColor('red')).toBe(false);
    expect(storage.get(THEME_STORAGE_KEY)).toBe('dark');
    expect(storage.get(THEME_COLOR_STORAGE_KEY)).toBe('#722ED1');
    updateSettings({ navbar: false });
    resetSettings();
    expect($settings.get()).toMatchObject({ theme: 'dark', themeColor: '#722ED1', navbar: true });
  });

  it("refuses a theme colour the primary button's text cannot be read on (below 4.5:1), chosen or remembered", () => {
    expect(setThemeColor('#F77234')).toBe(false); // orangered, 4.23:1 with white, its better text colour
    expect(setThemeColor('#F53F3F')).toBe(false); // red, 4.35:1
    expect($settings.get().themeColor).toBe('#165DFF');
    expect(storage.get(THEME_COLOR_STORAGE_KEY)).toBeNull();
    storage.set(THEME_COLOR_STORAGE_KEY, '#F77234');
    resetSettings();
    expect($settings.get().themeColor).toBe('#165DFF');
    expect(setThemeColor('#0e42d2')).toBe(true); // arcoblue's shade 7, 7.7:1
    expect($settings.get().themeColor).toBe('#0E42D2');
    expect(setThemeColor('#FADC19')).toBe(true); // yellow carries near-black text, 7.78:1
  });

  it('copy-settings text carries the chosen theme colour', () => {
    setThemeColor('#722ED1');
    expect(JSON.parse(settingsText()).themeColor).toBe('#722ED1');
  });

  it('copies the full settings state as formatted JSON', () => {
    setSwitch('footer', false);
    const text = settingsText();
    expect(JSON.parse(text)).toEqual($settings.get());
    expect(text).toContain('\n  "footer": false,');
  });
});
