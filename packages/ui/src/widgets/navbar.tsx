/**
 * Navbar: logo + product name on the left; on the right the locale switcher (zh-CN / en-US), light/dark toggle,
 * fullscreen toggle, message-box trigger with its unread badge, settings gear and the user menu (switch roles,
 * user centre, user settings, log out). Store-agnostic: state in, callbacks out.
 */
import {
  Bell,
  Languages,
  LogOut,
  Maximize,
  Minimize,
  Moon,
  Palette,
  Settings,
  Sun,
  User,
  UserCog,
  Users,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Avatar } from '../data-display/avatar';
import { Badge, badgeText } from '../feedback/badge';
import { format, type UiLocale, useMessages } from '../i18n/messages';
import { Button } from '../inputs/button';
import { cn } from '../lib/cn';
import { cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';
import { Menu, MenuItem, MenuPopover, MenuTrigger } from '../overlays/menu';
import { Popover, PopoverTrigger } from '../overlays/popover';
import { navbarMessages } from './navbar.messages';
import { NavbarAction } from './navbar-action';

export type UserMenuAction = 'switchRoles' | 'userCenter' | 'userSettings' | 'logout';

export interface NavbarProps {
  productName: string;
  logo?: ReactNode;
  locale: UiLocale;
  onLocaleChange: (locale: UiLocale) => void;
  theme: 'light' | 'dark';
  onThemeChange: (theme: 'light' | 'dark') => void;
  isFullscreen?: boolean;
  onFullscreenChange?: (fullscreen: boolean) => void;
  onOpenSettings: () => void;
  unreadCount?: number;
  /** The message box shown when the bell is pressed. */
  /** The bell's popover content; as a function it gets `close`, to shut the popover when an item leads away. */
  messageBox?: ReactNode | ((close: () => void) => ReactNode);
  userName: string;
  userAvatar?: string;
  onUserAction: (action: UserMenuAction) => void;
  /** The designers' workbench (Storybook): a user-menu link that opens it in a new tab; no entry when unset. */
  workbenchHref?: string;
  className?: string;
}

const LOCALE_NAMES: Record<UiLocale, string> = { 'zh-CN': '中文', 'en-US': 'English' };

export function Navbar(props: NavbarProps) {
  const t = useMessages(navbarMessages);
  const { theme, isFullscreen, unreadCount = 0 } = props;
  const [boxOpen, setBoxOpen] = useState(false);
  return (
    <header
      data-slot="navbar"
      className={cn(
        'flex h-15 items-center justify-between gap-2 border-b border-subtle bg-surface px-3 sm:px-5',
        props.className,
      )}
    >
      <div className="flex items-center gap-2 text-xl font-medium text-default">
        {props.logo}
        {/* Narrow screens keep the logo and the actions; the name would push the actions off the edge. */}
        <span className="hidden sm:inline">{props.productName}</span>
      </div>
      <div className="flex items-center gap-1.5 sm:gap-3">
        <MenuTrigger>
          <NavbarAction label={t.language} icon={<Languages />} />
          <MenuPopover placement="bottom end">
            <Menu
              aria-label={t.language}
              selectionMode="single"
              selectedKeys={[props.locale]}
              onAction={(key) => props.onLocaleChange(key as UiLocale)}
            >
              {(Object.keys(LOCALE_NAMES) as UiLocale[]).map((locale) => (
                <MenuItem key={locale} id={locale} textValue={LOCALE_NAMES[locale]}>
                  <span lang={locale}>{LOCALE_NAMES[locale]}</span>
                </MenuItem>
              ))}
            </Menu>
          </MenuPopover>
        </MenuTrigger>
        <NavbarAction
          label={theme === 'light' ? t.toDark : t.toLight}
          icon={theme === 'light' ? <Moon /> : <Sun />}
          onPress={() => props.onThemeChange(theme === 'light' ? 'dark' : 'light')}
        />
        <NavbarAction
          label={isFullscreen ? t.exitFullscreen : t.fullscreen}
          icon={isFullscreen ? <Minimize /> : <Maximize />}
          onPress={() => props.onFullscreenChange?.(!isFullscreen)}
        />
        <PopoverTrigger isOpen={boxOpen} onOpenChange={setBoxOpen}>
          <Badge count={unreadCount}>
            <Button
              iconOnly
              aria-label={
                unreadCount > 0 ? `${t.messages}, ${format(t.unread, { count: badgeText(unreadCount) })}` : t.messages
              }
              icon={<Bell />}
              className="rounded-full"
            />
          </Badge>
          <Popover aria-label={t.messages} placement="bottom end" flush>
            {typeof props.messageBox === 'function' ? props.messageBox(() => setBoxOpen(false)) : props.messageBox}
          </Popover>
        </PopoverTrigger>
        <NavbarAction label={t.settings} icon={<Settings />} onPress={props.onOpenSettings} />
        <MenuTrigger>
          <AriaButton aria-label={`${t.userMenu}: ${props.userName}`} className={cx('rounded-full', focusRing)}>
            <Avatar name={props.userName} src={props.userAvatar ?? undefined} size={32} decorative />
          </AriaButton>
          <MenuPopover placement="bottom end">
            <Menu
              aria-label={t.userMenu}
              // The workbench entry is a link: the browser opens it, there is no action to report.
              onAction={(key) => key !== 'workbench' && props.onUserAction(key as UserMenuAction)}
            >
              <MenuItem id="switchRoles" icon={<Users />}>
                {t.switchRoles}
              </MenuItem>
              <MenuItem id="userCenter" icon={<User />}>
                {t.userCenter}
              </MenuItem>
              <MenuItem id="userSettings" icon={<UserCog />}>
                {t.userSettings}
              </MenuItem>
              {props.workbenchHref && (
                <MenuItem id="workbench" href={props.workbenchHref} target="_blank" icon={<Palette />}>
                  {t.workbench}
                </MenuItem>
              )}
              <MenuItem id="logout" icon={<LogOut />}>
                {t.logout}
              </MenuItem>
            </Menu>
          </MenuPopover>
        </MenuTrigger>
      </div>
    </header>
  );
}
