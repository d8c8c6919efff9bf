/**
 * Answer shapes of the configuration, dictionary options and KPI routes written by hand; see ./hand-outputs.ts
 * for the rules.
 */
import {
  API_BASE,
  CONFIG_GROUP_NAMES,
  type ConfigGroupAnswer,
  type DictionaryOption,
  type DictionaryOptions,
  KPI_MINE_PATH,
  KPI_PATH,
  type KpiMine,
  type KpiMonth,
  type KpiRow,
  type KpiYear,
} from '@soundboard/contract';
import * as v from 'valibot';
import { nullableNumber, nullableString, type Schema, shape } from './output-shapes';

const B = API_BASE;

const configGroup = shape<ConfigGroupAnswer>()({
  group: v.picklist(CONFIG_GROUP_NAMES),
  version: v.number(),
  values: v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.array(v.string()), v.null()])),
  updatedAt: nullableString,
  updatedBy: nullableNumber,
});

const kpiRow = shape<KpiRow>()({
  userId: v.number(),
  username: v.string(),
  nickname: v.string(),
  yearTarget: v.number(),
  yearActual: v.number(),
  yearAttainment: nullableNumber,
  monthTargetsTotal: v.number(),
  months: v.array(
    shape<KpiMonth>()({ month: v.number(), target: v.number(), actual: v.number(), attainment: nullableNumber }),
  ),
});

export const SETTINGS_OUTPUTS: Record<string, Schema> = {
  [`GET ${B}/config`]: v.array(configGroup),
  [`GET ${B}/config/:group`]: configGroup,
  [`PUT ${B}/config/:group`]: configGroup,
  [`GET ${B}/dictionary-options/:code`]: shape<DictionaryOptions>()({
    code: v.string(),
    nameZh: v.string(),
    nameEn: v.string(),
    values: v.array(
      shape<DictionaryOption>()({ code: v.string(), labelZh: v.string(), labelEn: v.string(), tone: v.string() }),
    ),
  }),
  [`GET ${B}${KPI_PATH}`]: shape<KpiYear>()({ year: v.number(), rows: v.array(kpiRow) }),
  [`GET ${B}${KPI_MINE_PATH}`]: shape<KpiMine>()({
    year: v.number(),
    currentMonth: nullableNumber,
    row: v.nullable(kpiRow),
  }),
  [`PUT ${B}${KPI_PATH}/:userId/:year`]: kpiRow,
};
