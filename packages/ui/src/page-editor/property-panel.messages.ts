import { defineMessages } from '../i18n/messages';

/** What the property panel says by itself; field names come from the caller's `label`. */
export const propertyPanelMessages = defineMessages({
  'zh-CN': {
    item: '第 {n} 项',
    itemCount: '{count}/{max} 项',
    addItem: '添加一项',
    removeItem: '删除第 {n} 项',
    moveUp: '上移第 {n} 项',
    moveDown: '下移第 {n} 项',
    colorPicker: '选择颜色',
    colorHex: '颜色代码',
    colorNone: '不设置',
    colorInvalid: '请按 #RRGGBB 输入颜色',
    seconds: '秒',
    pixels: '像素',
    empty: '此组件没有可设置的属性',
  },
  'en-US': {
    item: 'Item {n}',
    itemCount: '{count} of {max} items',
    addItem: 'Add an item',
    removeItem: 'Remove item {n}',
    moveUp: 'Move item {n} up',
    moveDown: 'Move item {n} down',
    colorPicker: 'Pick a colour',
    colorHex: 'Colour code',
    colorNone: 'None',
    colorInvalid: 'Enter a colour as #RRGGBB',
    seconds: 's',
    pixels: 'px',
    empty: 'This block has nothing to set',
  },
});
