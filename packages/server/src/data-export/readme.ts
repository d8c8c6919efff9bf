/**
 * The two files of a data export that say what the others are: README.txt (in words, the requester's language
 * first, then the other) and manifest.json's entries (each file, its subject, rows and description in both
 * languages; pack.ts writes it).
 */
import { DATA_EXPORT_TTL_HOURS, type Locale } from '@soundboard/contract';
import { csvTime } from '../resources/csv';
import type { Owner } from './subjects';

export interface ListedFile {
  name: string;
  subject: string;
  format: 'json' | 'csv' | 'image' | 'text';
  rows: number | null;
  description: Record<Locale, string>;
}

export interface ReadmeInput {
  owner: Owner;
  timeZone: string;
  now: Date;
}

const OTHER: Record<Locale, Locale> = { 'zh-CN': 'en-US', 'en-US': 'zh-CN' };

const README_TEXT: Record<Locale, (input: ReadmeInput, files: ListedFile[]) => string> = {
  'zh-CN': (input, files) =>
    [
      'Soundboard 个人数据导出',
      `用户：${input.owner.username}`,
      `导出时间：${csvTime(input.now, input.timeZone)}（${input.timeZone}）`,
      '',
      '文件说明：',
      ...files.map(
        (file) => `- ${file.name}：${file.description['zh-CN']}${file.rows === null ? '' : `（${file.rows} 条）`}`,
      ),
      '',
      `JSON 文件中的时间为 UTC（ISO 8601），CSV 文件中的时间为 ${input.timeZone} 时区，可用 Excel 打开。`,
      '未包含：您在业务模块中录入的记录（订单、客户、文章等属于公司数据，可在各模块导出）、他人对您账户所做操作的审计记录、已知设备的令牌和各类机密。',
      `此文件在生成后 ${DATA_EXPORT_TTL_HOURS} 小时内可下载，之后从服务器删除。`,
    ].join('\r\n'),
  'en-US': (input, files) =>
    [
      'Soundboard: your data',
      `User: ${input.owner.username}`,
      `Exported: ${csvTime(input.now, input.timeZone)} (${input.timeZone})`,
      '',
      'Files:',
      ...files.map(
        (file) =>
          `- ${file.name}: ${file.description['en-US']}${file.rows === null ? '' : ` (${file.rows} ${file.rows === 1 ? 'row' : 'rows'})`}`,
      ),
      '',
      `Times are UTC (ISO 8601) in the JSON files and in ${input.timeZone} in the CSV files, which open in Excel.`,
      'Not included: records you entered in the business modules (orders, customers, articles and the like are the company’s, exported in their modules), audit entries of what others did to your account, known-device tokens and other secrets.',
      `This file can be downloaded for ${DATA_EXPORT_TTL_HOURS} hours after it was made; then the server deletes it.`,
    ].join('\r\n'),
};

export const ABOUT_AVATAR = { 'zh-CN': '您的头像图片', 'en-US': 'Your avatar image' };
/** The two files that describe the others, each listing both. */
export const ABOUT_FILES: ListedFile[] = [
  {
    name: 'manifest.json',
    subject: '',
    format: 'json',
    rows: null,
    description: { 'zh-CN': '各文件的机器可读清单', 'en-US': 'The files, machine-readable' },
  },
  {
    name: 'README.txt',
    subject: '',
    format: 'text',
    rows: null,
    description: { 'zh-CN': '各文件的说明（中英文）', 'en-US': 'What each file is, in Chinese and English' },
  },
];

/** README.txt: the requester's language first, then the other. */
export function readme(locale: Locale, input: ReadmeInput, files: ListedFile[]): string {
  return `${README_TEXT[locale](input, files)}\r\n\r\n${README_TEXT[OTHER[locale]](input, files)}\r\n`;
}
