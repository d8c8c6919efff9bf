/**
 * The global settings drawer (docs/modules/app-shell.md): 300px wide; title, close button and copy-settings button; a
 * Theme-colour block (Arco's presets or a typed colour, its shades; too light for white button text is refused), a
 * Content block (navbar, menu, topMenu, footer, tabBar, menuFromServer switches and an 80px menuWidth input), an
 * Other-settings block (colorWeak) and an info note that changes are temporary until copied. Copy writes the full
 * settings as 2-space JSON to the clipboard and shows the success toast. Store-agnostic: settings in, onChange(key,
 * value) out.
 */
import { Copy, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../feedback/alert';
import { toast } from '../feedback/toast';
import { useMessages } from '../i18n/messages';
import { Button } from '../inputs/button';
import { NumberField } from '../inputs/number-field';
import { Switch } from '../inputs/switch';
import { Drawer } from '../overlays/drawer';
import { ThemeColorPicker } from '../pickers/theme-color-picker';
import {
  type AppSettings,
  MENU_WIDTH_INPUT_WIDTH,
  SETTINGS_DRAWER_WIDTH,
  type SettingSwitch,
  settingsToJson,
} from './app-settings';
import { settingsDrawerMessages } from './settings-drawer.messages';

const CONTENT_SWITCHES = ['navbar', 'menu', 'topMenu', 'footer', 'tabBar', 'menuFromServer'] as const;

export interface SettingsDrawerProps {
  settings: AppSettings;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onChange: <K extends keyof AppSettings>(key: K, value: AppSettings[K]) => void;
  /** Where the copied text goes; the default is the system clipboard. */
  writeClipboard?: (text: string) => Promise<void>;
}

const defaultWriteClipboard = (text: string) => navigator.clipboard.writeText(text);

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="mb-6">
      <h3 className="mb-3 text-base font-medium text-default">{title}</h3>
      <div className="flex flex-col gap-3">{children}</div>
    </section>
  );
}

function Row({ children }: { children: ReactNode }) {
  return <div className="flex min-h-8 items-center justify-between gap-3 text-base text-default">{children}</div>;
}

export function SettingsDrawer({
  settings,
  isOpen,
  onOpenChange,
  onChange,
  writeClipboard = defaultWriteClipboard,
}: SettingsDrawerProps) {
  const t = useMessages(settingsDrawerMessages);
  const copy = async () => {
    try {
      await writeClipboard(settingsToJson(settings));
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed);
    }
  };
  const toggle = (key: SettingSwitch) => (
    <Row key={key}>
      <Switch
        isSelected={settings[key]}
        onChange={(value) => onChange(key, value)}
        className="w-full flex-row-reverse justify-between"
      >
        {t[key]}
      </Switch>
    </Row>
  );
  return (
    <Drawer
      title={t.title}
      width={SETTINGS_DRAWER_WIDTH}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        <Button variant="primary" icon={<Copy />} onPress={copy}>
          {t.copy}
        </Button>
      }
    >
      <Block title={t.themeColor}>
        <ThemeColorPicker value={settings.themeColor} onChange={(color) => onChange('themeColor', color)} />
      </Block>
      <Block title={t.content}>
        {CONTENT_SWITCHES.map(toggle)}
        <Row>
          <span aria-hidden="true">{t.menuWidth}</span>
          <NumberField
            aria-label={t.menuWidth}
            value={settings.menuWidth}
            minValue={0}
            step={10}
            width={MENU_WIDTH_INPUT_WIDTH}
            hideStepper
            onChange={(value) => Number.isFinite(value) && onChange('menuWidth', value)}
          />
        </Row>
      </Block>
      <Block title={t.other}>{toggle('colorWeak')}</Block>
      <Alert status="info">{t.notice}</Alert>
    </Drawer>
  );
}

/** The fixed floating button that opens the drawer when the navbar (and its gear) is hidden. */
export function SettingsFloatingButton({ onPress }: { onPress: () => void }) {
  const t = useMessages(settingsDrawerMessages);
  return (
    <div data-slot="settings-floating-button" className="fixed right-0 bottom-24 z-(--sb-z-sticky)">
      <Button
        iconOnly
        aria-label={t.open}
        icon={<Settings />}
        variant="primary"
        size="lg"
        onPress={onPress}
        className="rounded-r-none shadow-md"
      />
    </div>
  );
}
