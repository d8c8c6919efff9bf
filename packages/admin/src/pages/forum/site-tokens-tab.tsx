/**
 * The public API's site tokens (config:write): list, create — the secret is shown once, with a copy button —
 * and revoke. The server keeps only a hash, so a lost token is revoked and replaced, never shown again.
 */
import type { SiteToken, SiteTokenCreated } from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { NativeButton } from '@soundboard/ui/inputs/native-button.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { DataTable } from '@soundboard/ui/table/data-table.tsx';
import { useState } from 'react';
import { fieldErrors } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { formatDateTime } from '../../lib/format-date';
import { useLatestLoad } from '../../lib/use-latest-load';
import { forumApi } from './forum-api';

export function SiteTokensTab() {
  const t = useT();
  const { data, failed, reload } = useLatestLoad(forumApi.siteTokens);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<SiteTokenCreated | null>(null);

  const create = async () => {
    if (!name.trim()) return setError(t('forum.tokens.nameRequired'));
    setPending(true);
    try {
      setCreated(await forumApi.createSiteToken(name.trim()));
      setName('');
      reload();
    } catch (failure) {
      setError(fieldErrors(failure).name);
    } finally {
      setPending(false);
    }
  };
  const revoke = async (token: SiteToken) => {
    const ok = await confirm({
      title: t('forum.tokens.revokeTitle', { name: token.name }),
      content: t('forum.tokens.revokeContent'),
      danger: true,
      okText: t('forum.tokens.revoke'),
    });
    if (!ok) return;
    await forumApi.revokeSiteToken(token.id).then(
      () => {
        toast.success(t('forum.tokens.revoked', { name: token.name }));
        if (created?.id === token.id) setCreated(null);
        reload();
      },
      () => undefined,
    );
  };
  const copy = (secret: string) =>
    navigator.clipboard.writeText(secret).then(
      () => toast.success(t('forum.tokens.copied')),
      () => toast.error(t('forum.tokens.copyFailed')),
    );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-secondary">{t('forum.tokens.intro')}</p>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <TextField
          label={t('forum.tokens.name')}
          className="w-64"
          value={name}
          maxLength={60}
          onChange={(next) => {
            setName(next);
            setError(undefined);
          }}
          isInvalid={Boolean(error)}
          errorMessage={error}
        />
        <Button type="submit" variant="primary" isPending={pending}>
          {t('forum.tokens.create')}
        </Button>
      </form>
      {created && (
        <Alert status="success" title={t('forum.tokens.createdTitle', { name: created.name })}>
          <div className="flex flex-col gap-2">
            <span>{t('forum.tokens.createdOnce')}</span>
            <div className="flex flex-wrap items-center gap-2">
              <code
                className="break-all rounded-sm bg-fill-2 px-2 py-1 font-mono text-sm"
                data-testid="site-token-secret"
              >
                {created.token}
              </code>
              <Button size="sm" onPress={() => void copy(created.token)}>
                {t('forum.tokens.copy')}
              </Button>
            </div>
          </div>
        </Alert>
      )}
      {failed && <LoadFailed title={t('forum.loadFailed')} onRetry={reload} />}
      <DataTable<SiteToken>
        aria-label={t('forum.tab.tokens')}
        rows={data ?? []}
        loading={!data && !failed}
        emptyContent={t('forum.tokens.none')}
        columns={[
          { id: 'name', title: t('forum.tokens.name'), isRowHeader: true, cell: (token) => token.name },
          {
            id: 'prefix',
            title: t('forum.tokens.prefix'),
            cell: (token) => <code className="font-mono text-sm">{token.prefix}…</code>,
          },
          { id: 'createdAt', title: t('forum.tokens.createdAt'), cell: (token) => formatDateTime(token.createdAt) },
          {
            id: 'lastUsedAt',
            title: t('forum.tokens.lastUsedAt'),
            cell: (token) => (token.lastUsedAt ? formatDateTime(token.lastUsedAt) : t('forum.tokens.never')),
          },
          {
            id: 'actions',
            title: t('forum.actions'),
            cell: (token) => (
              <NativeButton size="sm" variant="text" onClick={() => void revoke(token)}>
                {t('forum.tokens.revoke')}
              </NativeButton>
            ),
          },
        ]}
      />
    </div>
  );
}
