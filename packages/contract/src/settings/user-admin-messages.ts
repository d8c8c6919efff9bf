/** Server messages of user, role and menu administration (Settings), in both locales. */
import { bilingual } from '../bilingual';

export const userAdminMessages = bilingual(
  {
    'result.passwordChangeRequired': 'Please set your own password before you continue',
    'userAdmin.lastAdmin': 'The last active administrator cannot be disabled or lose the administrator role',
    'userAdmin.notYourself': 'You cannot disable yourself or take away your own administrator role',
    'userAdmin.unknownRole': 'Unknown role',
    'userAdmin.usernameTaken': 'This username is taken',
    'userAdmin.sessionNotFound': 'This session has already ended',
    'userAdmin.sessionCurrent': 'This is the session you are using: sign out to end it',
    'role.inUse': 'This role is held by {count} users: take it from them first',
    'role.system': 'A system role cannot be deleted and its key cannot change',
    'role.keyTaken': 'This key is taken',
    'role.notHeld': 'You do not hold this role',
    'validation.roleKey': 'Start with a lowercase letter; lowercase letters, digits and underscores (2-32)',
  },
  {
    'result.passwordChangeRequired': '请先设置您自己的密码再继续',
    'userAdmin.lastAdmin': '不能停用最后一位启用的管理员，也不能取消其管理员角色',
    'userAdmin.notYourself': '不能停用自己，也不能取消自己的管理员角色',
    'userAdmin.unknownRole': '角色不存在',
    'userAdmin.usernameTaken': '该用户名已被占用',
    'userAdmin.sessionNotFound': '该会话已结束',
    'userAdmin.sessionCurrent': '这是您正在使用的会话，请通过退出登录结束它',
    'role.inUse': '该角色仍有 {count} 位用户持有，请先从这些用户移除',
    'role.system': '系统角色不能删除，其标识不能修改',
    'role.keyTaken': '该标识已被占用',
    'role.notHeld': '您不持有该角色',
    'validation.roleKey': '以小写字母开头，仅限小写字母、数字和下划线（2-32 位）',
  },
);
