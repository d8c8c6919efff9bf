/** DiffView's own words; a caller may replace any of them through `labels`. */
import { defineMessages } from '../i18n/messages';

export const diffViewMessages = defineMessages({
  'zh-CN': {
    previous: '上一处修改',
    next: '下一处修改',
    summary: '{additions} 处新增，{removals} 处删除',
    position: '第 {index} 处修改，共 {total} 处',
    none: '两个版本没有差别',
    before: '修改前',
    after: '修改后',
    removed: '已删除：',
    added: '已新增：',
    img: '图片',
    audio: '音频',
    figure: '产品',
    keys: '按 N / P 或 Alt+↓ / Alt+↑ 在修改之间移动',
  },
  'en-US': {
    previous: 'Previous change',
    next: 'Next change',
    summary: '{additions} added, {removals} removed',
    position: 'Change {index} of {total}',
    none: 'The two versions are the same',
    before: 'Before',
    after: 'After',
    removed: 'Removed: ',
    added: 'Added: ',
    img: 'Image',
    audio: 'Audio',
    figure: 'Product',
    keys: 'N / P or Alt+↓ / Alt+↑ move between changes',
  },
});

export type DiffViewLabels = (typeof diffViewMessages)['en-US'];
