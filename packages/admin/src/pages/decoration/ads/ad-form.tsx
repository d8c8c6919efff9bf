/**
 * The ad form's customisation: a new ad runs from now for 30 days; the link's kind and target are one LinkField
 * (an on-sale product or published article picked by name, a storefront page, an https address), the server's
 * message about either shown under it.
 */
import { advertisement, type LinkKind } from '@soundboard/contract';
import type { CustomControl, FormCustomization } from '../../../resource/form-drawer';
import { useResourceLabels } from '../../../resource/labels';
import { LinkField } from '../link-field';

const DAY = 86_400_000;

function AdLinkField({ values, setValue, errors }: CustomControl) {
  const labels = useResourceLabels(advertisement);
  const kind = values.linkKind as LinkKind | null | undefined;
  return (
    <LinkField
      label={labels.field('linkKind')}
      isRequired
      value={kind ? { kind, target: String(values.linkTarget ?? '') } : null}
      onChange={(link) => {
        setValue('linkKind', link?.kind ?? null);
        setValue('linkTarget', link?.target ?? '');
      }}
      errorMessage={errors.linkTarget ?? errors.linkKind}
    />
  );
}

export const AD_FORM: FormCustomization = {
  defaults: () => {
    const now = new Date();
    now.setSeconds(0, 0);
    return { startsAt: now.toISOString(), endsAt: new Date(now.getTime() + 30 * DAY).toISOString(), enabled: true };
  },
  hide: ['linkTarget'],
  controls: { linkKind: (form) => <AdLinkField {...form} /> },
};
