/**
 * The menu entry form's title: one of the app's title keys (shown translated), or custom zh-CN and en-US titles,
 * which win over the key in the menu.
 */
import { Radio, RadioGroup } from '@soundboard/ui/inputs/radio-group.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { useT } from '../../i18n/use-t';
import type { EntryDraft, TitleMode } from './menu-entry-draft';
import { titleKeyOptions } from './menu-entry-options';

export function MenuTitleFields({
  draft,
  onChange: set,
  field,
}: {
  draft: EntryDraft;
  onChange: (patch: Partial<EntryDraft>) => void;
  /** A field's server issue, as the form's other fields get it. */
  field: (name: string) => { errorMessage: string | undefined; isInvalid: boolean };
}) {
  const t = useT();
  return (
    <>
      <RadioGroup
        label={t('menus.titleMode')}
        orientation="horizontal"
        value={draft.titleMode}
        onChange={(mode) => set({ titleMode: mode as TitleMode })}
      >
        <Radio value="key">{t('menus.titleMode.key')}</Radio>
        <Radio value="custom">{t('menus.titleMode.custom')}</Radio>
      </RadioGroup>
      {draft.titleMode === 'key' ? (
        <Select
          label={t('menus.titleKey')}
          options={titleKeyOptions(t)}
          value={draft.titleKey}
          onChange={(titleKey) => set({ titleKey })}
          isRequired
          {...field('titleKey')}
        />
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('menus.titleZh')}
            value={draft.titleZh}
            onChange={(titleZh) => set({ titleZh })}
            isRequired
            maxLength={40}
            {...field('titleZh')}
          />
          <TextField
            label={t('menus.titleEn')}
            value={draft.titleEn}
            onChange={(titleEn) => set({ titleEn })}
            isRequired
            maxLength={40}
            {...field('titleEn')}
          />
        </div>
      )}
    </>
  );
}
