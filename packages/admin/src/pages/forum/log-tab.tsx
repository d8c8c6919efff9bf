/** The moderation log (GET /forum/log): who did what to which post, why and when; filtered by its target. */
import { FORUM_HOLD_REASONS, type ModerationLogEntry, REPORT_OUTCOMES } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { useCallback, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';
import { StaffChip } from '../../lib/staff-chip';
import { useLatestLoad } from '../../lib/use-latest-load';
import { forumApi } from './forum-api';
import { PagedList } from './paged-list';

const KINDS = ['topic', 'post', 'member'] as const;

/** The filter's hold and a closed report's outcome are codes: said in words; a moderator's reason as written. */
function reasonText(entry: ModerationLogEntry, t: (key: string) => string): string {
  if (!entry.reason) return '';
  if (entry.action === 'held' && (FORUM_HOLD_REASONS as readonly string[]).includes(entry.reason))
    return t(`forumTopic.heldReason.${entry.reason}`);
  if (entry.action === 'reportClosed' && (REPORT_OUTCOMES as readonly string[]).includes(entry.reason))
    return t(`forum.reports.outcome.${entry.reason}`);
  return entry.reason;
}
const ALL = 'all';

export function LogTab() {
  const t = useT();
  const [kind, setKind] = useState<string>(ALL);
  const [idText, setIdText] = useState('');
  const [filter, setFilter] = useState<{ targetKind?: string; targetId?: number }>({});
  const [page, setPage] = useState(1);
  const load = useCallback(() => forumApi.log({ ...filter, page }), [filter, page]);
  const { data, failed, reload } = useLatestLoad(load);
  const idValid = idText.trim() === '' || /^[1-9]\d{0,8}$/.test(idText.trim());

  const apply = () => {
    if (!idValid) return;
    setFilter({
      ...(kind === ALL ? {} : { targetKind: kind }),
      ...(idText.trim() ? { targetId: Number(idText.trim()) } : {}),
    });
    setPage(1);
  };

  return (
    <div className="flex flex-col gap-3">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <Select
          label={t('forum.log.target')}
          className="w-40"
          options={[
            { id: ALL, label: t('forum.log.allTargets') },
            ...KINDS.map((value) => ({ id: value, label: t(`forum.target.${value}`) })),
          ]}
          value={kind}
          onChange={(next) => setKind(next ?? ALL)}
        />
        <TextField
          label={t('forum.log.targetId')}
          className="w-32"
          inputMode="numeric"
          value={idText}
          onChange={setIdText}
          isInvalid={!idValid}
          errorMessage={idValid ? undefined : t('forum.log.targetIdInvalid')}
        />
        <Button type="submit" variant="primary">
          {t('forum.log.apply')}
        </Button>
      </form>
      <PagedList<ModerationLogEntry>
        label={t('forum.tab.log')}
        data={data}
        failed={failed}
        reload={reload}
        page={page}
        onPage={setPage}
        columns={[
          { id: 'at', title: t('forum.log.at'), cell: (entry) => formatDateTime(entry.at) },
          {
            id: 'actor',
            title: t('forum.log.actor'),
            cell: (entry) =>
              entry.actorId === null ? (
                t('forum.log.system')
              ) : (
                <StaffChip userId={entry.actorId} name={entry.actorName} />
              ),
          },
          { id: 'action', title: t('forum.log.action'), cell: (entry) => t(`forum.log.action.${entry.action}`) },
          {
            id: 'target',
            title: t('forum.log.which'),
            isRowHeader: true,
            wrap: true,
            cell: (entry) => (
              <span className="block min-w-40">
                <span className="text-secondary">
                  {t(`forum.target.${entry.target}`)} #{entry.targetId}
                </span>{' '}
                {entry.title}
              </span>
            ),
          },
          {
            id: 'reason',
            title: t('forum.log.reason'),
            wrap: true,
            cell: (entry) => <span className="block min-w-28">{reasonText(entry, t)}</span>,
          },
        ]}
      />
    </div>
  );
}
