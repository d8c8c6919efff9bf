/**
 * Keeps the message box live while the signed-in frame is shown: new messages go on top of the box, the server's
 * unread counts drive the badge, and the badge plays its sound when the user chose it.
 */
import type { MessageItem } from '@soundboard/contract';
import { atom } from 'nanostores';
import { useEffect } from 'react';
import { request } from '../api/http';
import { startMessageStream } from '../api/message-stream';
import { messagesApi } from '../api/messages';
import { $locale } from '../stores/locale';
import { receiveMessage, receiveUnread, type UnreadCounts } from '../stores/messages';
import { playBadgeSound } from './badge-sound';

import { getToken } from './token';

/** Whether the badge plays its sound: read at sign-in, set again when the user saves their choice. */
export const $badgeSound = atom(false);

export function useMessageStream(): void {
  useEffect(() => {
    messagesApi(request)
      .choice()
      .then((answer) => $badgeSound.set(answer.effective.sound))
      .catch(() => undefined);
    return startMessageStream({
      getToken,
      getLocale: () => $locale.get(),
      onEvent(event) {
        if (event.event === 'message') receiveMessage(JSON.parse(event.data) as MessageItem);
        if (event.event === 'unread') receiveUnread(JSON.parse(event.data) as UnreadCounts);
      },
      onLeaderEvent(event) {
        if (event.event === 'message' && $badgeSound.get()) playBadgeSound();
      },
    });
  }, []);
}
