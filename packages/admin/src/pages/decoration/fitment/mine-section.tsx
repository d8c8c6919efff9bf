/**
 * The storefront's "mine" page: list or grid, which entries it shows and in what order (shown ones first, moved
 * by buttons; a hidden one is switched on at the end), and the header picture from the media library.
 */
import { type FitmentDocument, MINE_LAYOUTS } from '@soundboard/contract';
import { Checkbox } from '@soundboard/ui/inputs/checkbox.tsx';
import { Radio, RadioGroup } from '@soundboard/ui/inputs/radio-group.tsx';
import { useT } from '../../../i18n/use-t';
import { ImagesField } from '../../../resource/images-field';
import { MaterialThumb } from '../../material/material-thumb';
import { FitmentSection, type SectionProps } from './fitment-section';
import { entryRows, moved, toggleEntry } from './fitment-values';
import { ItemButtons, useMoveFocus } from './item-buttons';

type Mine = FitmentDocument['mine'];

export function MineSection({ value, onChange, issues, readOnly }: SectionProps<Mine>) {
  const t = useT();
  const moves = useMoveFocus();
  const shownCount = value.entries.length;
  return (
    <FitmentSection title={t('fitment.mine.title')}>
      <RadioGroup
        label={t('fitment.mine.layout')}
        variant="button"
        value={value.layout}
        isDisabled={readOnly}
        onChange={(layout) => onChange((mine) => ({ ...mine, layout: layout as Mine['layout'] }))}
      >
        {MINE_LAYOUTS.map((layout) => (
          <Radio key={layout} value={layout}>
            {t(`fitment.mine.layout.${layout}`)}
          </Radio>
        ))}
      </RadioGroup>
      <fieldset className="m-0 flex min-w-0 flex-col gap-1 border-0 p-0">
        <legend className="mb-1 p-0 text-sm font-medium text-default">{t('fitment.mine.entries')}</legend>
        <ul className="m-0 flex list-none flex-col divide-y divide-subtle rounded-md border border-subtle p-0">
          {entryRows(value.entries).map((row) => {
            const name = t(`fitment.entry.${row.entry}`);
            return (
              <li key={row.entry} className="flex min-h-10 items-center justify-between gap-2 px-3 py-1">
                <Checkbox
                  isSelected={row.shown}
                  isDisabled={readOnly}
                  onChange={(show) =>
                    onChange((mine) => ({ ...mine, entries: toggleEntry(mine.entries, row.entry, show) }))
                  }
                >
                  {name}
                </Checkbox>
                {row.shown && (
                  <ItemButtons
                    name={name}
                    index={row.index}
                    count={shownCount}
                    isDisabled={readOnly}
                    focus={moves.focusOf(row.index)}
                    onMove={(to) => {
                      onChange((mine) => ({ ...mine, entries: moved(mine.entries, row.index, to) }));
                      moves.moved(row.index, to);
                    }}
                  />
                )}
              </li>
            );
          })}
        </ul>
        {issues['mine.entries'] && <p className="m-0 text-xs text-danger-text">{issues['mine.entries']}</p>}
      </fieldset>
      <ImageChoice
        label={t('fitment.mine.header')}
        value={value.headerImageId}
        readOnly={readOnly}
        onChange={(headerImageId) => onChange((mine) => ({ ...mine, headerImageId }))}
      />
    </FitmentSection>
  );
}

/** One picture from the media library (the images field with room for one), or none. */
export function ImageChoice({
  label,
  value,
  onChange,
  readOnly,
}: {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  readOnly: boolean;
}) {
  const t = useT();
  if (!readOnly)
    return (
      <ImagesField
        label={label}
        value={value === null ? [] : [value]}
        max={1}
        shownPublicly
        onChange={(next) => onChange(next[0] ?? null)}
      />
    );
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-default">{label}</span>
      {value === null ? (
        <span className="text-sm text-muted">{t('fitment.noImage')}</span>
      ) : (
        <MaterialThumb id={value} kind="image" className="size-20 rounded-md border border-subtle" />
      )}
    </div>
  );
}
