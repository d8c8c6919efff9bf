/**
 * User settings → Security → Your sessions: where the user is signed in (device, address, last activity, this
 * browser marked) and "end session" for any other one — a lost phone or a shared computer is signed out here.
 */
import { type AdminSession, OWN_SESSIONS_PATH } from '@soundboard/contract';
import { tagStyles } from '@soundboard/ui/data-display/tag.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { useCallback, useEffect, useState } from 'react';
import { request } from '../../api/http';
import { needMessages } from '../../i18n';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';

const listOwnSessions = () => request<AdminSession[]>({ url: OWN_SESSIONS_PATH });
const endOwnSession = (id: number) => request<null>({ method: 'DELETE', url: `${OWN_SESSIONS_PATH}/${id}` });

export function OwnSessions() {
  const t = useT();
  const [ready, setReady] = useState(false);
  const [sessions, setSessions] = useState<AdminSession[] | null>(null);
  const reload = useCallback(() => {
    listOwnSessions().then(setSessions, () => setSessions([]));
  }, []);
  useEffect(() => {
    // The session words are the settings screens' (userAdmin.sessions.*): loaded here on demand.
    void needMessages(['settings']).then(() => setReady(true));
    reload();
  }, [reload]);
  if (!ready) return null;

  const end = async (session: AdminSession) => {
    const ok = await confirm({
      title: t('userAdmin.sessions.end'),
      content: t('userAdmin.sessions.endConfirm'),
      danger: true,
      okText: t('userAdmin.sessions.end'),
    });
    if (!ok) return;
    await endOwnSession(session.id).then(
      () => toast.success(t('userAdmin.sessions.ended')),
      () => undefined, // toasted by the request layer
    );
    reload();
  };

  return (
    <section aria-labelledby="own-sessions-title" className="flex flex-col gap-3">
      <h2 id="own-sessions-title" className="text-base font-medium text-default">
        {t('userAdmin.sessions.yours')}
      </h2>
      <p className="text-sm text-secondary">{t('userAdmin.sessions.yoursHint')}</p>
      <ul className="flex max-w-2xl flex-col gap-3" aria-busy={sessions === null || undefined}>
        {sessions?.map((session) => (
          <li
            key={session.id}
            data-own-session={session.current ? 'current' : 'other'}
            className="flex flex-col items-start gap-3 rounded-md border border-default p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0 flex-1 self-stretch sm:self-auto">
              <p className="flex flex-wrap items-center gap-2 break-words text-default">
                <span className="min-w-0 break-words">
                  {session.userAgent || t('userAdmin.sessions.unknownDevice')}
                </span>
                {session.current && (
                  <span className={tagStyles({ color: 'primary', size: 'sm' })}>{t('userAdmin.sessions.current')}</span>
                )}
              </p>
              <p className="text-sm text-secondary">
                {t('userAdmin.sessions.address')} {session.ip || '—'} · {t('userAdmin.sessions.lastSeen')}{' '}
                {formatDateTime(session.lastSeenAt)}
              </p>
            </div>
            {!session.current && (
              <Button size="sm" variant="secondary" onPress={() => void end(session)}>
                {t('userAdmin.sessions.end')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
