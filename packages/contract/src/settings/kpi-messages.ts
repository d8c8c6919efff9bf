/** Server messages of sales targets (KPI) (Settings), in both locales. */
import { bilingual } from '../bilingual';

export const kpiMessages = bilingual({}, {});
