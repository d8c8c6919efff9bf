/**
 * Settings → users, a row action: turn off a user's second factor (lost phone, no recovery codes), after a
 * confirmation; the server audits it and refuses (toasted) when the user has none.
 */
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { useEffect, useState } from 'react';
import { twoFactorApi } from '../../api/two-factor';
import { needMessages } from '../../i18n';
import { useT } from '../../i18n/use-t';

export function ResetTwoFactor({ user }: { user: { id: number; username: string } }) {
  const t = useT();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void needMessages(['two-factor']).then(() => setReady(true));
  }, []);
  if (!ready) return null;
  const reset = async () => {
    const ok = await confirm({
      title: t('twoFactor.resetTitle', { name: user.username }),
      content: t('twoFactor.resetContent'),
      okText: t('twoFactor.reset'),
    });
    if (!ok) return;
    await twoFactorApi.reset(user.id).then(
      () => toast.success(t('twoFactor.resetDone')),
      () => undefined, // the refusal is toasted by the request layer
    );
  };
  return (
    <Button size="sm" variant="text" onPress={() => void reset()}>
      {t('twoFactor.reset')}
    </Button>
  );
}
