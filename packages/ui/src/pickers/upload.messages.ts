import { defineMessages } from '../i18n/messages';

export const uploadMessages = defineMessages({
  'zh-CN': {
    dropHint: '将文件拖到此处，或',
    choose: '选择文件',
    limits: '单个文件不超过 {size}',
    // One file (multiple={false}): Chinese does not mark the plural, only the limit is worded for one file.
    dropHintOne: '将文件拖到此处，或',
    chooseOne: '选择文件',
    limitsOne: '文件大小不超过 {size}',
    typeNotSupported: '文件类型不支持',
    tooLarge: '文件超过 {size}',
    failed: '上传失败',
    done: '已上传',
    remove: '移除 {name}',
    files: '文件列表',
  },
  'en-US': {
    dropHint: 'Drag files here, or',
    choose: 'Choose files',
    limits: 'Up to {size} per file',
    dropHintOne: 'Drag a file here, or',
    chooseOne: 'Choose a file',
    limitsOne: 'Up to {size}',
    typeNotSupported: 'File type not supported',
    tooLarge: 'File exceeds {size}',
    failed: 'Upload failed',
    done: 'Uploaded',
    remove: 'Remove {name}',
    files: 'Files',
  },
});
