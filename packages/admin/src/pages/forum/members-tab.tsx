/** Forum members (GET /forum/members): search by name, trust (their posts skip the queue) or take trust back. */
import type { ForumMember } from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { NativeButton } from '@soundboard/ui/inputs/native-button.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { useCallback, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { formatDate } from '../../lib/format-date';
import { useLatestLoad } from '../../lib/use-latest-load';
import { forumApi } from './forum-api';
import { PagedList } from './paged-list';

export function MembersTab() {
  const t = useT();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const load = useCallback(() => forumApi.members(q, page), [q, page]);
  const { data, failed, reload } = useLatestLoad(load);

  const trust = (member: ForumMember, trusted: boolean) =>
    forumApi.trust(member.id, trusted).then(
      () => {
        toast.success(t(trusted ? 'forum.members.trusted' : 'forum.members.untrusted', { name: member.name }));
        reload();
      },
      () => undefined,
    );

  return (
    <div className="flex flex-col gap-3">
      <search>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setQ(text.trim());
            setPage(1);
          }}
        >
          <TextField label={t('forum.members.search')} className="w-64" value={text} onChange={setText} />
          <Button type="submit" variant="primary">
            {t('forum.members.find')}
          </Button>
        </form>
      </search>
      <PagedList<ForumMember>
        label={t('forum.tab.members')}
        data={data}
        failed={failed}
        reload={reload}
        page={page}
        onPage={setPage}
        columns={[
          { id: 'name', title: t('forum.members.name'), isRowHeader: true, cell: (member) => member.name },
          { id: 'externalId', title: t('forum.members.externalId'), cell: (member) => member.externalId },
          {
            id: 'trusted',
            title: t('forum.members.trust'),
            cell: (member) =>
              member.trusted ? (
                <StatusTag size="sm" color="success">
                  {t('forum.members.isTrusted')}
                </StatusTag>
              ) : (
                <StatusTag size="sm">{t('forum.members.notTrusted')}</StatusTag>
              ),
          },
          { id: 'posts', title: t('forum.members.posts'), align: 'end', cell: (member) => member.posts },
          { id: 'since', title: t('forum.members.since'), cell: (member) => formatDate(member.createdAt) },
          {
            id: 'actions',
            title: t('forum.actions'),
            cell: (member) => (
              <NativeButton size="sm" variant="text" onClick={() => void trust(member, !member.trusted)}>
                {t(member.trusted ? 'forum.members.untrust' : 'forum.members.doTrust')}
              </NativeButton>
            ),
          },
        ]}
      />
    </div>
  );
}
