/**
 * User settings → message notification: which events reach the user's message box (the box is the only channel,
 * so there is no "by email" column) and whether the badge plays a sound. Until the user saves a choice of their
 * own they follow their roles' defaults; "use my roles' defaults" goes back to them.
 */
import type { NotificationChoice, NotificationChoiceAnswer } from '@soundboard/contract';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Switch } from '@soundboard/ui/inputs/switch.tsx';
import { useEffect, useId, useState } from 'react';
import { request } from '../../api/http';
import { messagesApi } from '../../api/messages';
import { useT } from '../../i18n/use-t';
import { NotificationKindsField } from '../../lib/notification-kinds-field';
import { $badgeSound } from '../../lib/use-message-stream';

const api = messagesApi(request);

export function NotificationChoiceSection() {
  const t = useT();
  const titleId = useId();
  const [answer, setAnswer] = useState<NotificationChoiceAnswer | null>(null);
  const [draft, setDraft] = useState<NotificationChoice | null>(null);
  const [saving, setSaving] = useState(false);

  const take = (next: NotificationChoiceAnswer) => {
    setAnswer(next);
    setDraft(next.effective);
    $badgeSound.set(next.effective.sound);
  };
  useEffect(() => {
    api.choice().then(take, () => undefined);
  }, []);

  const save = async (choice: NotificationChoice | null) => {
    setSaving(true);
    try {
      take(await api.saveChoice(choice));
      toast.success(t('notifyChoice.saved'));
    } catch {
      // The client's error toast has said why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 border-t border-subtle py-6">
      <h2 id={titleId} className="text-lg font-semibold text-default">
        {t('notifyChoice.title')}
      </h2>
      <p className="text-sm text-secondary">{t('notifyChoice.intro')}</p>
      {!answer || !draft ? (
        <Skeleton rows={4} />
      ) : (
        <>
          <p className="text-sm text-secondary">
            {t(answer.own ? 'notifyChoice.ownChoice' : 'notifyChoice.followingRoles')}
          </p>
          <NotificationKindsField off={draft.off} onChange={(off) => setDraft({ ...draft, off })} />
          <Switch isSelected={draft.sound} onChange={(sound) => setDraft({ ...draft, sound })}>
            {t('notifyChoice.sound')}
          </Switch>
          <div className="flex flex-wrap gap-3">
            <Button variant="primary" isPending={saving} onPress={() => void save(draft)}>
              {t('notifyChoice.save')}
            </Button>
            {answer.own && (
              <Button isDisabled={saving} onPress={() => void save(null)}>
                {t('notifyChoice.reset')}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
