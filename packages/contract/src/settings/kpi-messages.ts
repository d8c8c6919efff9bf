/** Server messages of sales targets (KPI) (Settings), in both locales. */
import { bilingual } from '../bilingual';

export const kpiMessages = bilingual(
  {
    'kpi.year': 'Enter a year such as 2026',
    'kpi.months': 'Give a target for each of the 12 months',
    'kpi.notSalesperson': 'Targets are set for active salespeople only',
  },
  {
    'kpi.year': '请输入年份，例如 2026',
    'kpi.months': '请为 12 个月分别填写目标',
    'kpi.notSalesperson': '只能为在职的销售人员设置目标',
  },
);
