/**
 * The system roles: an area's codes (contract permissions.ts) are granted here; a resource with codes of its own
 * grants them in its definition (`access.roles`), which grantsOf reads.
 */
import { grantsOf, PERMISSIONS, type Permission, SELF_SERVICE, type SeededRole } from '@soundboard/contract';

export interface RoleSeed {
  key: 'admin' | SeededRole;
  nameZh: string;
  nameEn: string;
  permissions: Permission[];
}

const self = (...codes: Permission[]): Permission[] => [...SELF_SERVICE, 'dashboard:read', ...codes];

/** The roles with the area codes granted here; ROLES adds what the definitions grant. */
const AREA_ROLES: RoleSeed[] = [
  { key: 'admin', nameZh: '系统管理员', nameEn: 'Administrator', permissions: [...PERMISSIONS] },
  {
    key: 'sales',
    nameZh: '销售',
    nameEn: 'Sales',
    permissions: self(
      'product:read',
      'order:read',
      'order:write',
      'customer:read',
      'customer:write',
      'inventory:read',
      'store:read',
    ),
  },
  {
    key: 'warehouse',
    nameZh: '仓库管理员',
    nameEn: 'Warehouse',
    permissions: self('product:read', 'inventory:read', 'inventory:write', 'order:read'),
  },
  {
    key: 'finance',
    nameZh: '财务',
    nameEn: 'Finance',
    permissions: self(
      'order:read',
      'order:approve',
      'finance:read',
      'finance:write',
      'customer:read',
      'customer:all',
      'kpi:read',
      // The bank's slip of a paid withdrawal is a proof from the library.
      'material:read',
      'material:write',
    ),
  },
  {
    key: 'editor',
    nameZh: '内容编辑',
    nameEn: 'Content editor',
    permissions: self(
      'product:read',
      'content:read',
      'content:write',
      'content:publish',
      'content:moderate',
      'material:read',
      'material:write',
      'template:read',
      'template:write',
      'store:read',
    ),
  },
  {
    /** Drafts articles and sends them for review; an editor publishes them. */
    key: 'writer',
    nameZh: '撰稿人',
    nameEn: 'Writer',
    permissions: self('product:read', 'content:read', 'content:write', 'material:read', 'material:write'),
  },
  {
    key: 'viewer',
    nameZh: '访客（只读）',
    nameEn: 'Viewer (read-only)',
    permissions: self(
      'product:read',
      'order:read',
      'inventory:read',
      'customer:read',
      'content:read',
      'material:read',
      'template:read',
      'store:read',
    ),
  },
];

export const ROLES: RoleSeed[] = AREA_ROLES.map((role) =>
  role.key === 'admin' ? role : { ...role, permissions: [...role.permissions, ...grantsOf(role.key)] },
);

/** Demo mode only: one user per role, and a second salesperson. Passwords follow the password policy and are documented in the README. */
export const DEMO_USERS = [
  {
    username: 'admin',
    role: 'admin',
    password: 'Sb-WangLei#2026',
    nickname: '王磊 Wang Lei',
    email: 'wang.lei@soundboard.example',
  },
  {
    username: 'sales',
    role: 'sales',
    password: 'Sb-LiNa#2026',
    nickname: '李娜 Li Na',
    email: 'li.na@soundboard.example',
  },
  {
    username: 'warehouse',
    role: 'warehouse',
    password: 'Sb-ZhangWei#2026',
    nickname: '张伟 Zhang Wei',
    email: 'zhang.wei@soundboard.example',
  },
  {
    username: 'finance',
    role: 'finance',
    password: 'Sb-ChenJing#2026',
    nickname: '陈静 Chen Jing',
    email: 'chen.jing@soundboard.example',
  },
  {
    username: 'editor',
    role: 'editor',
    password: 'Sb-LiuYang#2026',
    nickname: '刘洋 Liu Yang',
    email: 'liu.yang@soundboard.example',
  },
  {
    username: 'viewer',
    role: 'viewer',
    password: 'Sb-ZhaoMin#2026',
    nickname: '赵敏 Zhao Min',
    email: 'zhao.min@soundboard.example',
  },
  // A second salesperson (last, so the others keep their ids): the CRM's ownership and pool need two.
  {
    username: 'sales2',
    role: 'sales',
    password: 'Sb-ZhouJie#2026',
    nickname: '周杰 Zhou Jie',
    email: 'zhou.jie@soundboard.example',
  },
] as const;
