/** The message centre's list-wide actions: mark the tab's messages read, empty the tab (asked first). */
import type { MessageType } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { DeleteDialog } from '../../layout/delete-dialog';
import { emptyMessages, markAllRead } from '../../stores/messages';

export function MessageActions({
  type,
  hasUnread,
  hasAny,
  onChanged,
}: {
  type: MessageType | undefined;
  hasUnread: boolean;
  hasAny: boolean;
  onChanged: () => void;
}) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        isDisabled={!hasUnread}
        onPress={() => void markAllRead(type).then(onChanged, () => undefined)}
      >
        {t('messageCentre.markAllRead')}
      </Button>
      <Button variant="secondary" isDisabled={!hasAny} onPress={() => setConfirming(true)}>
        {t('messageCentre.empty')}
      </Button>
      {confirming && (
        <DeleteDialog
          title={t('messageCentre.emptyConfirmTitle')}
          okText={t('messageCentre.empty')}
          content={t('messageCentre.emptyConfirm')}
          refusal={undefined}
          onConfirm={() => emptyMessages(type).then(onChanged)}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
