/**
 * The navbar widget wired to the stores: locale (with its success message), theme, fullscreen, the
 * settings drawer, the server-fed message box, and the user menu (user centre, user settings, log out;
 * "switch roles" re-reads the user's roles from the server, since an admin may have changed them).
 */
import { useStore } from '@nanostores/react';
import { screenPath, type UserInfoAnswer, WORKBENCH_PATH } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import type { UiLocale } from '@soundboard/ui/i18n/messages.ts';
import { MessageBox } from '@soundboard/ui/widgets/message-box.tsx';
import { Navbar, type UserMenuAction } from '@soundboard/ui/widgets/navbar.tsx';
import { AudioLines } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { loadUserInfo, logout } from '../api/auth';
import { t as translate } from '../i18n';
import { useT } from '../i18n/use-t';
import { formatDateTime } from '../lib/format-date';
import { useAvatarSrc } from '../lib/use-avatar-src';
import { useMessageStream } from '../lib/use-message-stream';
import { $locale, changeLocale } from '../stores/locale';
import {
  $messages,
  $messagesLoading,
  $unreadByType,
  $unreadCount,
  emptyMessages,
  loadMessages,
  markAllRead,
  markRead,
} from '../stores/messages';
import { $session } from '../stores/session';
import { $settings, openSettingsDrawer, setTheme } from '../stores/settings';
import { SwitchRoleDialog } from './switch-role-dialog';

const USER_PAGES: Partial<Record<UserMenuAction, string>> = {
  userCenter: '/user/info',
  userSettings: '/user/setting',
};

function useFullscreen(): [boolean, (on: boolean) => void] {
  const [isFullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const change = (on: boolean) => {
    if (on) void document.documentElement.requestFullscreen?.().catch(() => undefined);
    else if (document.fullscreenElement) void document.exitFullscreen();
  };
  return [isFullscreen, change];
}

export function AppNavbar({ leading }: { leading?: ReactNode }) {
  const t = useT();
  const locale = useStore($locale);
  const settings = useStore($settings);
  const session = useStore($session);
  const avatarSrc = useAvatarSrc(session.avatar);
  const messages = useStore($messages);
  const loading = useStore($messagesLoading);
  const unread = useStore($unreadCount);
  const unreadByType = useStore($unreadByType);
  const [isFullscreen, setFullscreen] = useFullscreen();
  const [, navigate] = useLocation();
  const [switching, setSwitching] = useState<UserInfoAnswer | null>(null);

  useEffect(() => {
    void loadMessages().catch(() => undefined);
  }, []);
  useMessageStream();

  const onUserAction = async (action: UserMenuAction) => {
    const page = USER_PAGES[action];
    if (page) return navigate(page);
    if (action === 'logout') {
      // Signed out locally even when the server call fails (its error toast has shown).
      await logout().catch(() => undefined);
      return navigate('/login');
    }
    // Switch roles: re-read the roles (an administrator may have changed them); with several, choose one.
    const info = (await loadUserInfo()) as UserInfoAnswer;
    if (info.role.length > 1) setSwitching(info);
    else toast.success(t('navbar.roles.refreshed'));
  };

  return (
    <>
      <Navbar
        productName={t('app.title')}
        logo={
          <>
            {leading}
            <AudioLines aria-hidden="true" className="size-6 text-primary-text" />
          </>
        }
        locale={locale as UiLocale}
        onLocaleChange={async (next) => {
          await changeLocale(next);
          toast.success(translate('navbar.action.locale'));
        }}
        theme={settings.theme}
        onThemeChange={setTheme}
        isFullscreen={isFullscreen}
        onFullscreenChange={setFullscreen}
        onOpenSettings={openSettingsDrawer}
        unreadCount={unread}
        messageBox={(close) => (
          <MessageBox
            items={messages.map((message) => ({
              id: message.id,
              type: message.type,
              title: message.title,
              content: message.content,
              // Same medium date + short time as the rest of the app (was the browser's 11/23/2026, 11:11:13 AM).
              time: formatDateTime(message.time),
              read: message.read,
              done: message.closedAt !== null,
            }))}
            loading={loading}
            unreadCounts={unreadByType}
            onRead={(item) => void markRead([Number(item.id)])}
            onOpen={(item) => {
              const link = messages.find((message) => message.id === item.id)?.link;
              if (!link) return;
              close();
              navigate(link);
            }}
            onMarkAllRead={(type) => void markAllRead(type)}
            onClear={(type) => void emptyMessages(type)}
            onViewMore={(type) => {
              close();
              navigate(`${screenPath('UserMessage')}?type=${type}`);
            }}
          />
        )}
        userName={session.user_name || '?'}
        userAvatar={avatarSrc}
        workbenchHref={WORKBENCH_PATH}
        onUserAction={(action) => void onUserAction(action)}
      />
      {switching && <SwitchRoleDialog user={switching} onClose={() => setSwitching(null)} />}
    </>
  );
}
