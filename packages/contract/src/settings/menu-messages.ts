/** Server messages of the server-menu editor (Settings → menus), in both locales. */
import { bilingual } from '../bilingual';

export const menuMessages = bilingual(
  {
    'menu.pathUnknown': 'Choose one of the app’s screens for this kind of entry (a directory has no screen)',
    'menu.titleRequired': 'Choose a title or give both the Chinese and the English title',
    'menu.seededDelete': 'This entry stands for one of the app’s screens: hide it instead of deleting it',
    'menu.hasChildren': 'Move or delete the entries inside this directory first',
    'menu.parentInvalid': 'Directories sit at the top level; pages and actions sit inside a directory',
    'menu.seededFixed': 'This entry stands for one of the app’s screens: its kind and screen cannot change',
  },
  {
    'menu.pathUnknown': '请为该类型的菜单项选择应用中的页面（目录没有页面）',
    'menu.titleRequired': '请选择标题，或同时填写中文和英文标题',
    'menu.seededDelete': '该菜单项对应应用中的页面，只能隐藏，不能删除',
    'menu.hasChildren': '请先移走或删除该目录下的菜单项',
    'menu.parentInvalid': '目录只能位于顶层，页面和操作只能放在目录中',
    'menu.seededFixed': '该菜单项对应应用中的页面，不能更改其类型和页面',
  },
);
