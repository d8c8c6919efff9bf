/** Server messages of imports (contract crm/import.ts). */
import { bilingual } from '../bilingual';

export const importMessages = bilingual(
  {
    'import.file': 'Upload a CSV or XLSX file',
    'import.empty': 'The file has no data rows',
    'import.tooManyRows': 'An import takes at most {max} rows; this file has {count}',
    'import.unreadable': 'The file could not be read as CSV or XLSX',
    'import.mapping': 'Map a column to every required field: {fields}',
    'import.duplicateInFile': 'Row {row} has the same {field}',
    'import.tooLarge': 'An import file may be at most {max} MB',
    'import.column': 'The mapping names a column the file does not have',
    'import.reason': 'Reason',
    'import.unpackedTooLarge': 'The XLSX file is too large once unpacked to be imported',
    'import.tooManyRowsMore': 'An import takes at most {max} rows; this file has more',
  },
  {
    'import.file': '请上传 CSV 或 XLSX 文件',
    'import.empty': '文件中没有数据行',
    'import.tooManyRows': '每次最多导入 {max} 行，此文件有 {count} 行',
    'import.unreadable': '无法按 CSV 或 XLSX 读取该文件',
    'import.mapping': '请为每个必填字段选择一列：{fields}',
    'import.duplicateInFile': '与第 {row} 行的{field}重复',
    'import.tooLarge': '导入文件不能超过 {max} MB',
    'import.column': '映射中的列在文件中不存在',
    'import.reason': '原因',
    'import.unpackedTooLarge': '该 XLSX 文件解压后过大，无法导入',
    'import.tooManyRowsMore': '每次最多导入 {max} 行，此文件超出了',
  },
);
