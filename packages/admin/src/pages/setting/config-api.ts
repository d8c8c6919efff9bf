/** The configuration API (packages/server/src/routes/config.ts) through the app's one client. */
import type { ConfigGroup, ConfigGroupAnswer, ConfigValue, DictionaryOptions } from '@soundboard/contract';
import { request } from '../../api/http';

export const configApi = {
  groups: () => request<ConfigGroupAnswer[]>({ url: '/config' }),
  group: (group: ConfigGroup) => request<ConfigGroupAnswer>({ url: `/config/${group}` }),
  save: (group: ConfigGroup, values: Record<string, ConfigValue>, version: number) =>
    request<ConfigGroupAnswer>({ method: 'PUT', url: `/config/${group}`, data: { ...values, version } }),
  dictionaryOptions: (code: string) => request<DictionaryOptions>({ url: `/dictionary-options/${code}` }),
};
