/** Server messages of Result and export data (User settings), in both locales. */
import { bilingual } from '../bilingual';

export const dataExportMessages = bilingual(
  {
    'dataExport.running': 'Your data is already being exported: wait for it to finish',
    'dataExport.notReady': 'This export is not ready',
    'dataExport.expired': 'This export has expired (files are kept for 24 hours): start a new one',
  },
  {
    'dataExport.running': '您的数据正在导出，请等待完成',
    'dataExport.notReady': '该导出尚未完成',
    'dataExport.expired': '该导出已过期（文件保留 24 小时），请重新导出',
  },
);
