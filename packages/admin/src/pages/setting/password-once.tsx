/**
 * The password the server generated for a new user, a reset or an approved forgot-password request, shown once:
 * it is stored nowhere in clear, so the administrator copies it now and hands it over; the user must set their
 * own at the next sign-in.
 */
import type { GeneratedPasswordAnswer } from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { useT } from '../../i18n/use-t';

/** Whose password and the password: a user answer, or an approved reset request's. */
export type OneTimePassword = Pick<GeneratedPasswordAnswer, 'password'> & { user: { username: string } };

export function PasswordOnce({ answer, onClose }: { answer: OneTimePassword; onClose: () => void }) {
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(answer.password);
      toast.success(t('userAdmin.password.copied'));
    } catch {
      toast.error(t('userAdmin.password.copyFailed'));
    }
  };
  return (
    <Modal
      isOpen
      title={t('userAdmin.password.title', { name: answer.user.username })}
      isDismissable={false}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button onPress={() => void copy()}>{t('userAdmin.password.copy')}</Button>
          <Button variant="primary" onPress={onClose}>
            {t('userAdmin.password.done')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-secondary">{t('userAdmin.password.intro')}</p>
        <output
          data-generated-password
          className="block select-all break-all rounded-md bg-fill-2 px-3 py-2 font-mono text-lg text-default"
        >
          {answer.password}
        </output>
        <Alert status="warning" title={t('userAdmin.password.once')} />
      </div>
    </Modal>
  );
}
