/** The script editor's own words; the variables, the issues and the field's texts come in as props. */
import { defineMessages } from '../i18n/messages';

export const scriptEditorMessages = defineMessages({
  'zh-CN': {
    insert: '插入变量',
    issues: '脚本问题',
    characters: '已输入 {count} 个字符，最多 {max} 个',
  },
  'en-US': {
    insert: 'Insert variable',
    issues: 'Problems in the script',
    characters: '{count} of {max} characters',
  },
});
