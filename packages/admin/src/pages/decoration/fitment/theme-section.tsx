/**
 * The storefront's theme colour: the kit's colour field (area, hue, hex, Arco's preset colours) and the 10 light
 * and 10 dark shades the tokens' palette generator derives from it, shown as it changes (and in the preview).
 */
import { ThemeColorGradient } from '@soundboard/ui/widgets/theme-color-gradient.tsx';
import { useT } from '../../../i18n/use-t';
import { FitmentSection, type SectionProps } from './fitment-section';

export function ThemeSection({
  value,
  onChange,
  issues,
  readOnly,
  generation,
}: SectionProps<string> & {
  /** Changes when the document is replaced from outside (a restored version): the field starts again. */
  generation: number;
}) {
  const t = useT();
  return (
    <FitmentSection title={t('fitment.theme.title')}>
      <p className="m-0 text-sm text-secondary">{t('fitment.theme.help')}</p>
      {/* A disabled fieldset disables the colour field's buttons for a reader. */}
      <fieldset disabled={readOnly} className="m-0 min-w-0 border-0 p-0">
        <ThemeColorGradient key={generation} defaultValue={value} onChange={({ color }) => onChange(() => color)} />
      </fieldset>
      {issues.themeColor && <p className="m-0 text-xs text-danger-text">{issues.themeColor}</p>}
    </FitmentSection>
  );
}
