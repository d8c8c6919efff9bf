/** The workbench toolbar: theme, locale and theme colour, shared by the preview and the visual tests. */
import type { Preview } from '@storybook/react-vite';

export const THEME_COLOR_CHOICES = [
  { value: '#165DFF', title: 'Arco blue #165DFF' },
  { value: '#F53F3F', title: 'Red #F53F3F' },
  { value: '#FF7D00', title: 'Orange #FF7D00' },
  { value: '#00B42A', title: 'Green #00B42A' },
  { value: '#14C9C9', title: 'Cyan #14C9C9' },
  { value: '#722ED1', title: 'Purple #722ED1' },
];

export const globalTypes = {
  theme: {
    description: 'Light or dark theme',
    toolbar: {
      title: 'Theme',
      icon: 'mirror',
      items: [
        { value: 'light', title: 'Light', icon: 'sun' },
        { value: 'dark', title: 'Dark', icon: 'moon' },
      ],
      dynamicTitle: true,
    },
  },
  locale: {
    description: 'Interface language',
    toolbar: {
      title: 'Locale',
      icon: 'globe',
      items: [
        { value: 'zh-CN', title: '简体中文 (zh-CN)' },
        { value: 'en-US', title: 'English (en-US)' },
      ],
      dynamicTitle: true,
    },
  },
  themeColor: {
    description: 'Theme (primary) colour',
    toolbar: { title: 'Theme colour', icon: 'paintbrush', items: THEME_COLOR_CHOICES, dynamicTitle: true },
  },
} satisfies Preview['globalTypes'];

export const initialGlobals = { theme: 'light', locale: 'zh-CN', themeColor: '#165DFF' };
