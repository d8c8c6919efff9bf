/**
 * The texts of the configuration screens (namespace `config`), and a key's value as read text. The form reuses
 * the resource framework's field controls, which ask a ResourceLabels for enum value labels.
 */
import {
  type ConfigGroup,
  type ConfigKeyDef,
  type ConfigValue,
  configKeyDef,
  configLabelKeys,
} from '@soundboard/contract';
import { formatMoney } from '@soundboard/ui/data-display/format-money.ts';
import type { t as translate } from '../../i18n';
import type { ResourceLabels } from '../../resource/labels';

type T = typeof translate;

export function groupLabels(t: T, group: ConfigGroup): ResourceLabels {
  const title = t(configLabelKeys.group(group));
  return {
    title,
    titleInText: title,
    field: (name) => t(configLabelKeys.key(group, name)),
    line: (name) => t(configLabelKeys.key(group, name)),
    value: (name, value) => t(configLabelKeys.value(group, name, value)),
    action: (action) => action,
    group: () => title,
  };
}

/** A value as the overview shows it ('—' for nothing set). */
export function valueText(t: T, locale: string, group: ConfigGroup, name: string, value: ConfigValue): string {
  const def: ConfigKeyDef | undefined = configKeyDef(`${group}.${name}`);
  if (value === null || value === '' || !def) return '—';
  switch (def.type) {
    case 'money':
      return formatMoney(Number(value), 'CNY', locale);
    case 'integer':
      return new Intl.NumberFormat(locale).format(Number(value));
    case 'boolean':
      return t(value ? 'config.yes' : 'config.no');
    case 'enum':
      return t(configLabelKeys.value(group, name, String(value)));
    case 'list': {
      const items = value as string[];
      if (items.length === 0) return '—';
      const first = items.slice(0, 3).join(locale === 'zh-CN' ? '、' : ', ') + (items.length > 3 ? '…' : '');
      return t('config.items', { count: items.length, first });
    }
    default:
      return String(value);
  }
}
