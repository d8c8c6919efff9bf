/**
 * The storefront's bottom navigation: 2 to 5 items, each an icon (TAB_ICONS), a Chinese and an English label and
 * where it leads (the shared LinkField); added, moved and removed by buttons.
 */
import { TAB_ICONS, type TabItem } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { TAB_ICON_COMPONENTS } from '@soundboard/ui/storefront/tab-bar.tsx';
import { Plus } from 'lucide-react';
import { useT } from '../../../i18n/use-t';
import { LinkField } from '../link-field';
import { FitmentSection, type SectionProps } from './fitment-section';
import { moved, newTabItem } from './fitment-values';
import { ItemButtons, useMoveFocus } from './item-buttons';

const MIN_ITEMS = 2;
const MAX_ITEMS = 5;
const LABEL_MAX = 8;

export function TabBarSection({ value, onChange, issues, readOnly }: SectionProps<TabItem[]>) {
  const t = useT();
  const moves = useMoveFocus();
  const iconOptions = TAB_ICONS.map((icon) => {
    const Icon = TAB_ICON_COMPONENTS[icon];
    return {
      id: icon,
      label: t(`fitment.icon.${icon}`),
      icon: Icon ? <Icon aria-hidden="true" className="size-4" /> : null,
    };
  });
  const update = (index: number, patch: Partial<TabItem>) =>
    onChange((items) => items.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  const issue = (index: number, field: string) => issues[`tabBar.items.${index}.${field}`];
  return (
    <FitmentSection title={t('fitment.tabs.title')}>
      <p className="m-0 text-sm text-secondary">{t('fitment.tabs.help', { min: MIN_ITEMS, max: MAX_ITEMS })}</p>
      <ol className="m-0 flex list-none flex-col gap-3 p-0">
        {value.map((item, index) => {
          const name = t('fitment.tabs.item', { n: index + 1 });
          return (
            // Positional: items have no ids; after a move the focus is put on the moved item's buttons.
            <li key={index} className="rounded-md border border-subtle bg-fill-1 p-3">
              <fieldset aria-label={name} className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
                <div className="flex items-center justify-between gap-2">
                  <h3 className="m-0 text-sm font-semibold text-default">{name}</h3>
                  <ItemButtons
                    name={name}
                    index={index}
                    count={value.length}
                    isDisabled={readOnly}
                    canRemove={value.length > MIN_ITEMS}
                    focus={moves.focusOf(index)}
                    onMove={(to) => {
                      onChange((items) => moved(items, index, to));
                      moves.moved(index, to);
                    }}
                    onRemove={() => onChange((items) => items.filter((_, at) => at !== index))}
                  />
                </div>
                <div className="grid gap-3 sm:grid-cols-3">
                  <Select
                    label={t('fitment.tabs.icon')}
                    options={iconOptions}
                    value={item.icon}
                    isDisabled={readOnly}
                    onChange={(icon) => icon && update(index, { icon: icon as TabItem['icon'] })}
                  />
                  <TextField
                    label={t('fitment.tabs.labelZh')}
                    value={item.labelZh}
                    maxLength={LABEL_MAX}
                    isRequired
                    isReadOnly={readOnly}
                    isInvalid={Boolean(issue(index, 'labelZh'))}
                    errorMessage={issue(index, 'labelZh')}
                    onChange={(labelZh) => update(index, { labelZh })}
                  />
                  <TextField
                    label={t('fitment.tabs.labelEn')}
                    value={item.labelEn}
                    maxLength={LABEL_MAX}
                    isRequired
                    isReadOnly={readOnly}
                    isInvalid={Boolean(issue(index, 'labelEn'))}
                    errorMessage={issue(index, 'labelEn')}
                    onChange={(labelEn) => update(index, { labelEn })}
                  />
                </div>
                <LinkField
                  label={t('fitment.tabs.target')}
                  value={item.target}
                  isDisabled={readOnly}
                  errorMessage={issue(index, 'target') ?? issue(index, 'target.target')}
                  onChange={(target) => target && update(index, { target })}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {issues['tabBar.items'] && <p className="m-0 text-xs text-danger-text">{issues['tabBar.items']}</p>}
      {!readOnly && (
        <Button
          size="sm"
          variant="outline"
          icon={<Plus />}
          className="self-start"
          isDisabled={value.length >= MAX_ITEMS}
          onPress={() => onChange((items) => [...items, newTabItem()])}
        >
          {t('fitment.tabs.add')}
        </Button>
      )}
    </FitmentSection>
  );
}
