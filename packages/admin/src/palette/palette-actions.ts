/**
 * The palette's actions: a new sale order, switch roles, the other language, the other theme. Each says whether
 * the user may use it and what it does; the texts are the palette namespace's.
 */
import { NEW_PARAM, SCREENS, type UserInfoAnswer } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { loadUserInfo } from '../api/auth';
import { t } from '../i18n';
import { $locale, changeLocale } from '../stores/locale';
import { $session } from '../stores/session';
import { $settings, setTheme } from '../stores/settings';

export interface PaletteAction {
  id: string;
  label: () => string;
  allowed: () => boolean;
  /** `navigate` goes to an app path; `switchRoles` opens the role dialog with the fresh user info. */
  run: (tools: { navigate: (path: string) => void; switchRoles: (info: UserInfoAnswer) => void }) => unknown;
}

const saleOrders = SCREENS.find((screen) => screen.resource === 'saleOrder' && !screen.hideInMenu);

export const PALETTE_ACTIONS: readonly PaletteAction[] = [
  {
    id: 'newOrder',
    label: () => t('palette.action.newOrder'),
    allowed: () => !!saleOrders && $session.get().permissions.includes('order:write'),
    run: ({ navigate }) => navigate(`${saleOrders?.path}?${NEW_PARAM}=1`),
  },
  {
    id: 'switchRole',
    label: () => t('palette.action.switchRole'),
    allowed: () => true,
    // As the navbar's entry: the roles are read again (an administrator may have changed them).
    run: async ({ switchRoles }) => {
      const info = (await loadUserInfo()) as UserInfoAnswer;
      if (info.role.length > 1) switchRoles(info);
      else toast.success(t('navbar.roles.refreshed'));
    },
  },
  {
    id: 'language',
    label: () => t('palette.action.language'),
    allowed: () => true,
    run: () => changeLocale($locale.get() === 'zh-CN' ? 'en-US' : 'zh-CN'),
  },
  {
    id: 'theme',
    label: () => t($settings.get().theme === 'dark' ? 'palette.action.themeLight' : 'palette.action.themeDark'),
    allowed: () => true,
    run: () => setTheme($settings.get().theme === 'dark' ? 'light' : 'dark'),
  },
];
