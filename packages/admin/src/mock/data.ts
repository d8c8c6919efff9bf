/** The mock layer's fixed data: one signed-in user, a menu in the server's shape, a few messages. */
import type { MenuItem, UserInfoAnswer } from '@soundboard/contract';
import type { MessageRecord } from '../api/messages';

export const MOCK_TOKEN = 'mock-token';
/** The same demo login as the real server's demo mode. */
export const MOCK_LOGIN = { username: 'admin', password: 'Admin@123' };

export const MOCK_USER: UserInfoAnswer = {
  id: 1,
  user_name: 'admin',
  nickname: 'Admin',
  avatar: '',
  role: ['admin'],
  roleNames: ['Administrator'],
  activeRole: null,
  mustChangePassword: false,
  mustEnrolTwoFactor: false,
  permissions: ['dashboard:read', 'menu:read', 'profile:read', 'profile:write', 'message:read', 'message:write'],
  email: 'admin@example.com',
  accountId: '10001',
  registrationDate: '2026-01-05T08:00:00.000Z',
};

export const MOCK_MENU: MenuItem[] = [
  {
    key: 'dashboard',
    path: '/dashboard',
    name: 'menu.dashboard',
    icon: 'layout-dashboard',
    children: [{ key: 'dashboard.workplace', path: '/dashboard/workplace', name: 'menu.dashboard.workplace' }],
  },
  {
    key: 'user',
    path: '/user',
    name: 'menu.user',
    icon: 'user',
    children: [
      { key: 'user.info', path: '/user/info', name: 'menu.user.info' },
      { key: 'user.setting', path: '/user/setting', name: 'menu.user.setting' },
    ],
  },
];

export const MOCK_MESSAGES: MessageRecord[] = [
  {
    id: 1,
    type: 'message',
    title: 'Welcome to Soundboard',
    content: 'Mock data: no server is running.',
    tag: null,
    read: false,
    time: '2026-11-01T08:00:00.000Z',
  },
  {
    id: 2,
    type: 'notice',
    title: 'Maintenance window',
    content: 'Saturday 22:00–23:00 UTC.',
    tag: null,
    read: false,
    time: '2026-11-02T08:00:00.000Z',
  },
  {
    id: 3,
    type: 'todo',
    title: 'Approve sales order SO-1024',
    content: '',
    tag: 'order',
    read: true,
    time: '2026-11-03T08:00:00.000Z',
  },
];
