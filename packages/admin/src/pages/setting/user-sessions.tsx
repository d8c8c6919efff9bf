/** A user's live sessions (device, address, last seen) with "end session" (user:write). */
import type { AdminSession, AdminUser } from '@soundboard/contract';
import { Empty } from '@soundboard/ui/feedback/empty.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Drawer } from '@soundboard/ui/overlays/drawer.tsx';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';
import { endSession, listSessions } from './users-api';

export function UserSessions({ user, canWrite, onClose }: { user: AdminUser; canWrite: boolean; onClose: () => void }) {
  const t = useT();
  const [sessions, setSessions] = useState<AdminSession[] | null>(null);
  const reload = useCallback(() => {
    listSessions(user.id).then(setSessions, () => setSessions([]));
  }, [user.id]);
  useEffect(reload, [reload]);

  const end = async (session: AdminSession) => {
    await endSession(user.id, session.id).then(
      () => toast.success(t('userAdmin.sessions.ended')),
      () => undefined, // toasted by the request layer
    );
    reload();
  };

  return (
    <Drawer
      isOpen
      width={520}
      title={t('userAdmin.sessions.title', { name: user.username })}
      onOpenChange={(open) => !open && onClose()}
    >
      {sessions?.length === 0 && <Empty description={t('userAdmin.sessions.none')} />}
      <ul className="flex flex-col gap-3" aria-busy={sessions === null || undefined}>
        {sessions?.map((session) => (
          <li
            key={session.id}
            className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-border p-3"
          >
            <div className="min-w-0 flex-1">
              <p className="break-words text-default">{session.userAgent || t('userAdmin.sessions.unknownDevice')}</p>
              <p className="text-sm text-secondary">
                {t('userAdmin.sessions.address')} {session.ip || '—'} · {t('userAdmin.sessions.lastSeen')}{' '}
                {formatDateTime(session.lastSeenAt)}
                {session.current ? ` · ${t('userAdmin.sessions.current')}` : ''}
              </p>
            </div>
            {canWrite && (
              <Button size="sm" variant="secondary" onPress={() => void end(session)}>
                {t('userAdmin.sessions.end')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
