/** The launch screen: on or off, its picture, how many seconds it stays (1–10) and where a tap on it leads. */
import type { FitmentDocument } from '@soundboard/contract';
import { Switch } from '@soundboard/ui/inputs/switch.tsx';
import { useT } from '../../../i18n/use-t';
import { IntegerField } from '../../../resource/field-control';
import { LinkField } from '../link-field';
import { FitmentSection, type SectionProps } from './fitment-section';
import { ImageChoice } from './mine-section';

type Launch = FitmentDocument['launch'];

export const LAUNCH_SECONDS = { min: 1, max: 10 } as const;

export function LaunchSection({ value, onChange, issues, readOnly }: SectionProps<Launch>) {
  const t = useT();
  return (
    <FitmentSection title={t('fitment.launch.title')}>
      <Switch
        isSelected={value.enabled}
        isDisabled={readOnly}
        onChange={(enabled) => onChange((launch) => ({ ...launch, enabled }))}
      >
        {t('fitment.launch.enabled')}
      </Switch>
      {value.enabled && (
        <>
          <ImageChoice
            label={t('fitment.launch.image')}
            value={value.imageId}
            readOnly={readOnly}
            onChange={(imageId) => onChange((launch) => ({ ...launch, imageId }))}
          />
          <IntegerField
            label={t('fitment.launch.seconds')}
            className="w-40"
            minValue={LAUNCH_SECONDS.min}
            maxValue={LAUNCH_SECONDS.max}
            value={value.seconds}
            isReadOnly={readOnly}
            isInvalid={Boolean(issues['launch.seconds'])}
            errorMessage={issues['launch.seconds']}
            onChange={(seconds) => seconds !== null && onChange((launch) => ({ ...launch, seconds }))}
          />
          <LinkField
            label={t('fitment.launch.link')}
            optional
            value={value.link}
            isDisabled={readOnly}
            errorMessage={issues['launch.link'] ?? issues['launch.link.target']}
            onChange={(link) => onChange((launch) => ({ ...launch, link }))}
          />
        </>
      )}
    </FitmentSection>
  );
}
