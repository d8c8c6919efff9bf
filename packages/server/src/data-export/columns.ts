/**
 * What each file of a data export holds: its file name, a description and, for the tabular subjects, the columns
 * with their labels, in both languages. The JSON files use the column keys; the CSV files the labels in the
 * requester's language (a spreadsheet's reader is a person). Said once here for the collectors (subjects.ts), the
 * CSV and the README (pack.ts).
 */
import type { DataExportSubject, Locale } from '@soundboard/contract';

/** How a value is written in a CSV cell (JSON keeps it as it is). */
export type ColumnKind = 'text' | 'number' | 'time' | 'boolean' | 'list' | 'json';

export interface Column {
  key: string;
  kind: ColumnKind;
  label: Record<Locale, string>;
}

export interface SubjectFile {
  /** The file name without its extension. */
  file: string;
  description: Record<Locale, string>;
  /** null: one record, JSON only (the profile). */
  columns: Column[] | null;
}

const col = (key: string, kind: ColumnKind, zh: string, en: string): Column => ({
  key,
  kind,
  label: { 'zh-CN': zh, 'en-US': en },
});
const about = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });

export const SUBJECT_FILES: Record<DataExportSubject, SubjectFile> = {
  profile: {
    file: 'profile',
    description: about(
      '账户资料：用户名、昵称、联系方式、地区、简介、注册时间、两步验证状态、通知设置（不含密码哈希和两步验证密钥）',
      'Your account: user name, nickname, contact details, region, introduction, registration, two-factor state and notification choices (no password hash, no two-factor secret)',
    ),
    columns: null,
  },
  roles: {
    file: 'roles',
    description: about('您持有的角色及其权限', 'The roles you hold and their permissions'),
    columns: [
      col('key', 'text', '角色标识', 'Role key'),
      col('nameZh', 'text', '中文名称', 'Chinese name'),
      col('nameEn', 'text', '英文名称', 'English name'),
      col('permissions', 'list', '权限', 'Permissions'),
    ],
  },
  sessions: {
    file: 'sessions',
    description: about(
      '登录会话：设备、地址、创建和最后活动时间、结束时间（不含会话令牌）',
      'Your sessions: device, address, when created, last seen and ended (no session tokens)',
    ),
    columns: [
      col('id', 'number', '会话编号', 'Session id'),
      col('createdAt', 'time', '创建时间', 'Created'),
      col('lastSeenAt', 'time', '最后活动', 'Last seen'),
      col('userAgent', 'text', '设备', 'Device'),
      col('ip', 'text', '地址', 'Address'),
      col('remember', 'boolean', '记住登录', 'Remembered'),
      col('activeRole', 'text', '切换的角色', 'Acting role'),
      col('idleExpiresAt', 'time', '闲置到期', 'Idle expiry'),
      col('absoluteExpiresAt', 'time', '最长到期', 'Absolute expiry'),
      col('endedAt', 'time', '结束时间', 'Ended'),
    ],
  },
  signIns: {
    file: 'sign-ins',
    description: about(
      '登录记录：每次以您的用户名校验密码或验证码（登录、修改密码、两步验证、本导出）的时间、地址和结果',
      'Sign-in history: every password or code check under your user name (sign-in, password change, two-factor, this export) with its time, address and result',
    ),
    columns: [
      col('at', 'time', '时间', 'Time'),
      col('ip', 'text', '地址', 'Address'),
      col('success', 'boolean', '成功', 'Succeeded'),
      col('knownDevice', 'boolean', '已知设备', 'Known device'),
    ],
  },
  messages: {
    file: 'messages',
    description: about('消息中心里您的消息、通知和待办', 'Your messages, notices and to-dos of the message box'),
    columns: [
      col('id', 'number', '消息编号', 'Message id'),
      col('createdAt', 'time', '时间', 'Time'),
      col('type', 'text', '类型', 'Type'),
      col('kind', 'text', '事件', 'Event'),
      col('titleZh', 'text', '中文标题', 'Chinese title'),
      col('titleEn', 'text', '英文标题', 'English title'),
      col('contentZh', 'text', '中文内容', 'Chinese content'),
      col('contentEn', 'text', '英文内容', 'English content'),
      col('tag', 'text', '标签', 'Tag'),
      col('link', 'text', '链接', 'Link'),
      col('sender', 'text', '发送人', 'Sender'),
      col('read', 'boolean', '已读', 'Read'),
      col('closedAt', 'time', '关闭时间', 'Closed'),
    ],
  },
  audit: {
    file: 'audit-log',
    description: about(
      '审计日志中由您执行的操作（改动前后的内容；密码、令牌等机密在记录时已去除，证件号码只保留后 4 位）',
      'The audit log entries of what you did (before and after; secrets such as passwords and tokens were left out when recorded, identity numbers keep their last 4 characters)',
    ),
    columns: [
      col('id', 'number', '记录编号', 'Entry id'),
      col('at', 'time', '时间', 'Time'),
      col('action', 'text', '操作', 'Action'),
      col('entity', 'text', '对象', 'Entity'),
      col('entityId', 'text', '对象编号', 'Entity id'),
      col('ip', 'text', '地址', 'Address'),
      col('requestId', 'text', '请求编号', 'Request id'),
      col('before', 'json', '改动前', 'Before'),
      col('after', 'json', '改动后', 'After'),
    ],
  },
  certifications: {
    file: 'certifications',
    description: about('您提交的企业认证申请及审核结果', 'Your enterprise certification requests and their outcome'),
    columns: [
      col('id', 'number', '申请编号', 'Request id'),
      col('createdAt', 'time', '提交时间', 'Submitted'),
      col('updatedAt', 'time', '更新时间', 'Updated'),
      col('status', 'text', '状态', 'Status'),
      col('accountType', 'text', '账号类型', 'Account type'),
      col('enterpriseName', 'text', '企业名称', 'Enterprise name'),
      col('enterpriseCertType', 'text', '企业证件类型', 'Enterprise certificate type'),
      col('organizationCode', 'text', '组织机构代码', 'Organization code'),
      col('legalPersonName', 'text', '法人姓名', 'Legal person'),
      col('legalPersonCertType', 'text', '法人证件类型', 'Legal person document type'),
      col('legalPersonCertNumber', 'text', '法人证件号码', 'Legal person document number'),
      col('rejectReason', 'text', '驳回原因', 'Reason for rejection'),
    ],
  },
};
