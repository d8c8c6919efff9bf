/** The ad form's customisation: a new ad runs from now for 30 days, enabled. */
import type { FormCustomization } from '../../../resource/form-drawer';

const DAY = 86_400_000;

export const AD_FORM: FormCustomization = {
  defaults: () => {
    const now = new Date();
    now.setSeconds(0, 0);
    return { startsAt: now.toISOString(), endsAt: new Date(now.getTime() + 30 * DAY).toISOString(), enabled: true };
  },
};
