import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '../feedback/toast';
import { Toaster } from '../feedback/toaster';
import { type AppSettings, DEFAULT_APP_SETTINGS } from './app-settings';
import { SettingsDrawer, type SettingsDrawerProps, SettingsFloatingButton } from './settings-drawer';

const copied: string[] = [];
const writeClipboard = async (text: string) => {
  copied.push(text);
};

/** Local state stands in for the admin's settings store; the floating button shows while the navbar is off. */
function LocalSettings(props: SettingsDrawerProps) {
  const [settings, setSettings] = useState(props.settings);
  const [isOpen, setOpen] = useState(props.isOpen);
  // Tall enough that the visual frame also captures the (fixed, portalled) drawer over it.
  return (
    <div className="min-h-[640px]">
      <p className="text-base text-secondary">{settings.navbar ? '导航栏显示中' : '导航栏已隐藏'}</p>
      {!settings.navbar && <SettingsFloatingButton onPress={() => setOpen(true)} />}
      <SettingsDrawer
        {...props}
        settings={settings}
        isOpen={isOpen}
        onOpenChange={(open) => {
          props.onOpenChange(open);
          setOpen(open);
        }}
        onChange={(key, value) => {
          props.onChange(key, value);
          setSettings((current) => ({ ...current, [key]: value }));
        }}
      />
      <Toaster />
    </div>
  );
}

const meta = {
  title: 'Widgets/SettingsDrawer',
  component: SettingsDrawer,
  render: (args) => <LocalSettings {...args} />,
  args: {
    settings: DEFAULT_APP_SETTINGS,
    isOpen: true,
    onOpenChange: fn(),
    onChange: fn(),
    writeClipboard,
  },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    copied.length = 0;
    toast.clear();
  },
} satisfies Meta<typeof SettingsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visible toast's text (the live region repeats it for screen readers). */
const toastText = () => document.querySelector('[data-slot="toast"]')?.textContent;
const dialog = () => screen.getByRole('dialog', { name: '页面配置' });

export const Default: Story = {
  play: async ({ args }) => {
    expect(dialog().closest('[data-slot="drawer"]')?.getBoundingClientRect().width).toBe(300);
    expect(dialog().querySelector('[data-slot="number-box"]')?.getBoundingClientRect().width).toBe(80);
    expect(within(dialog()).getByRole('note')).toHaveTextContent('临时生效');
    // Each switch, driven by keyboard, reports its key and new value.
    const expected: [keyof AppSettings, string, boolean][] = [
      ['navbar', '导航栏', false],
      ['menu', '菜单栏', false],
      ['topMenu', '顶部菜单栏', true],
      ['footer', '底部', false],
      ['tabBar', '多页签', true],
      ['menuFromServer', '菜单来源于后台', true],
      ['colorWeak', '色弱模式', true],
    ];
    for (const [key, label, value] of expected) {
      within(dialog()).getByRole('switch', { name: label }).focus();
      await userEvent.keyboard(' ');
      expect(args.onChange).toHaveBeenLastCalledWith(key, value);
    }
    expect(args.onChange).toHaveBeenCalledTimes(7);
  },
};

export const MenuWidth: Story = {
  play: async ({ args }) => {
    const input = within(dialog()).getByRole('textbox', { name: '菜单宽度 (px)' });
    expect(input).toHaveValue('300');
    // Its label is in the same colour as the switches' labels above it.
    const label = within(dialog()).getByText('菜单宽度 (px)');
    const switchLabel = within(dialog()).getByText('底部');
    expect(getComputedStyle(label).color).toBe(getComputedStyle(switchLabel).color);
    input.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(args.onChange).toHaveBeenLastCalledWith('menuWidth', 310);
    await userEvent.keyboard('{Control>}a{/Control}240{Enter}');
    expect(args.onChange).toHaveBeenLastCalledWith('menuWidth', 240);
  },
};

export const CopySettings: Story = {
  args: { settings: { ...DEFAULT_APP_SETTINGS, tabBar: true, themeColor: '#722ED1' } },
  play: async () => {
    const button = within(dialog()).getByRole('button', { name: '复制配置' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(copied).toHaveLength(1));
    expect(copied[0]).toBe(JSON.stringify({ ...DEFAULT_APP_SETTINGS, tabBar: true, themeColor: '#722ED1' }, null, 2));
    // Every app-settings field is in the copied text.
    expect(Object.keys(JSON.parse(copied[0] as string))).toEqual([
      'theme',
      'colorWeak',
      'navbar',
      'menu',
      'topMenu',
      'hideMenu',
      'menuCollapse',
      'footer',
      'themeColor',
      'menuWidth',
      'globalSettings',
      'device',
      'tabBar',
      'menuFromServer',
      'serverMenu',
    ]);
    await waitFor(() => expect(toastText()).toBe('复制成功，请粘贴到 src/settings.json 文件中'));
  },
};

export const CopyEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    const drawer = screen.getByRole('dialog', { name: 'Settings' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Copy Settings' }));
    await waitFor(() => expect(toastText()).toBe('Copy succeeded, please paste to file src/settings.json.'));
    expect(copied[0]).toBe(JSON.stringify(DEFAULT_APP_SETTINGS, null, 2));
  },
};

export const FloatingButton: Story = {
  name: 'Navbar hidden: the floating button opens it',
  args: { isOpen: false, settings: { ...DEFAULT_APP_SETTINGS, navbar: false } },
  play: async ({ args }) => {
    expect(screen.queryByRole('dialog')).toBeNull();
    const button = screen.getByRole('button', { name: '打开页面配置' });
    expect(getComputedStyle(button.parentElement as HTMLElement).position).toBe('fixed');
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog()).toBeVisible());
    // Escape closes it and reports the closed state.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
