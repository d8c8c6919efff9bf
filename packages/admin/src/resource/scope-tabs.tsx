/** The Mine | Pool | All switch above an owned resource's list (./list-scope.ts says who gets which). */
import { Radio, RadioGroup } from '@soundboard/ui/inputs/radio-group.tsx';
import { useT } from '../i18n/use-t';
import type { ScopeChoice } from './list-scope';

export function ScopeTabs({
  choices,
  value,
  onChange,
}: {
  choices: ScopeChoice[];
  value: ScopeChoice;
  onChange: (next: ScopeChoice) => void;
}) {
  const t = useT();
  if (choices.length === 0) return null;
  return (
    <RadioGroup
      variant="button"
      aria-label={t('crm.scope.label')}
      value={value}
      onChange={(next) => onChange(next as ScopeChoice)}
    >
      {choices.map((choice) => (
        <Radio key={choice} value={choice}>
          {t(`crm.scope.${choice}`)}
        </Radio>
      ))}
    </RadioGroup>
  );
}
