/**
 * The navbar's "Switch Roles": a user holding several roles acts as one of them, or as all, for this
 * session. The server answers the narrowed user info; the session store takes it, so menus, permissions and the
 * Permission wrapper follow at once, and a server menu in use is fetched again.
 */
import { SWITCH_ROLE_PATH, type UserInfoAnswer } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Radio, RadioGroup } from '@soundboard/ui/inputs/radio-group.tsx';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { useState } from 'react';
import { request } from '../api/http';
import { useT } from '../i18n/use-t';
import { setUserInfo } from '../stores/session';
import { $settings } from '../stores/settings';

const ALL_ROLES = '*';

export function SwitchRoleDialog({ user, onClose }: { user: UserInfoAnswer; onClose: () => void }) {
  const t = useT();
  const [choice, setChoice] = useState(user.activeRole ?? ALL_ROLES);
  const [saving, setSaving] = useState(false);

  const apply = async () => {
    setSaving(true);
    try {
      const info = await request<UserInfoAnswer>({
        method: 'POST',
        url: SWITCH_ROLE_PATH,
        data: { role: choice === ALL_ROLES ? null : choice },
      });
      setUserInfo(info);
      if ($settings.get().menuFromServer) {
        const { fetchServerMenu } = await import('../stores/menu');
        await fetchServerMenu().catch(() => undefined);
      }
      toast.success(t('navbar.roles.switched'));
      onClose();
    } catch {
      // The request layer has toasted the reason.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      isOpen
      title={t('navbar.roles.title')}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button onPress={onClose}>{t('navbar.roles.cancel')}</Button>
          <Button variant="primary" isPending={saving} onPress={() => void apply()}>
            {t('navbar.roles.apply')}
          </Button>
        </>
      }
    >
      <RadioGroup aria-label={t('navbar.roles.title')} value={choice} onChange={setChoice}>
        <Radio value={ALL_ROLES}>{t('navbar.roles.all')}</Radio>
        {user.role.map((key, index) => (
          <Radio key={key} value={key}>
            {user.roleNames[index] ?? key}
          </Radio>
        ))}
      </RadioGroup>
    </Modal>
  );
}
