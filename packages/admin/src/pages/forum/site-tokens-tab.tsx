/**
 * The public API's site tokens (config:write): list, create — with an expiry and the public APIs it may call;
 * the secret is shown once, with a copy button — and revoke. The server keeps only a hash, so a lost token is
 * revoked and replaced, never shown again.
 */
import {
  SITE_TOKEN_DEFAULT_EXPIRY_DAYS,
  SITE_TOKEN_EXPIRY_DAYS,
  SITE_TOKEN_SCOPES,
  type SiteToken,
  type SiteTokenCreated,
  type SiteTokenScope,
} from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Checkbox, CheckboxGroup } from '@soundboard/ui/inputs/checkbox.tsx';
import { NativeButton } from '@soundboard/ui/inputs/native-button.tsx';
import { Radio, RadioGroup } from '@soundboard/ui/inputs/radio-group.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { DataTable } from '@soundboard/ui/table/data-table.tsx';
import { useState } from 'react';
import { fieldErrors } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { formatDateTime } from '../../lib/format-date';
import { useLatestLoad } from '../../lib/use-latest-load';
import { useNarrow } from '../workplace/use-narrow';
import { forumApi } from './forum-api';

/** On a phone the row's facts stack under the name beside the revoke button (seven columns do not fit 390 px). */
const NARROW_HIDDEN = ['prefix', 'scopes', 'createdAt', 'expiresAt', 'lastUsedAt'];

export function SiteTokensTab() {
  const t = useT();
  const narrow = useNarrow();
  const { data, failed, reload } = useLatestLoad(forumApi.siteTokens);
  const [name, setName] = useState('');
  /** Days, or 'never' (the radio group's values are strings). */
  const [expiry, setExpiry] = useState<string>(String(SITE_TOKEN_DEFAULT_EXPIRY_DAYS));
  const [scopes, setScopes] = useState<SiteTokenScope[]>([...SITE_TOKEN_SCOPES]);
  const [error, setError] = useState<string>();
  const [scopesError, setScopesError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<SiteTokenCreated | null>(null);

  const create = async () => {
    if (!name.trim()) return setError(t('forum.tokens.nameRequired'));
    if (scopes.length === 0) return setScopesError(t('forum.tokens.scopesRequired'));
    setPending(true);
    try {
      const expiresInDays = expiry === 'never' ? null : (Number(expiry) as (typeof SITE_TOKEN_EXPIRY_DAYS)[number]);
      setCreated(await forumApi.createSiteToken({ name: name.trim(), expiresInDays, scopes }));
      setName('');
      reload();
    } catch (failure) {
      const errors = fieldErrors(failure);
      setError(errors.name);
      setScopesError(errors.scopes);
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
  const scopesText = (token: SiteToken) => token.scopes.map((scope) => t(`forum.tokens.scope.${scope}`)).join(', ');
  const expiresText = (token: SiteToken) =>
    token.expiresAt ? formatDateTime(token.expiresAt) : t('forum.tokens.noExpiry');
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
        <RadioGroup label={t('forum.tokens.expiry')} orientation="horizontal" value={expiry} onChange={setExpiry}>
          {SITE_TOKEN_EXPIRY_DAYS.map((days) => (
            <Radio key={days} value={String(days)}>
              {t('forum.tokens.expiryDays', { days })}
            </Radio>
          ))}
          <Radio value="never">{t('forum.tokens.expiryNever')}</Radio>
        </RadioGroup>
        <CheckboxGroup
          label={t('forum.tokens.scopes')}
          orientation="horizontal"
          value={scopes}
          onChange={(next) => {
            setScopes(SITE_TOKEN_SCOPES.filter((scope) => next.includes(scope)));
            setScopesError(undefined);
          }}
          isInvalid={Boolean(scopesError)}
          errorMessage={scopesError}
        >
          {SITE_TOKEN_SCOPES.map((scope) => (
            <Checkbox key={scope} value={scope}>
              {t(`forum.tokens.scope.${scope}`)}
            </Checkbox>
          ))}
        </CheckboxGroup>
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
        hiddenColumns={narrow ? NARROW_HIDDEN : []}
        loading={!data && !failed}
        emptyContent={t('forum.tokens.none')}
        columns={[
          {
            id: 'name',
            title: t('forum.tokens.name'),
            isRowHeader: true,
            wrap: narrow,
            cell: (token) =>
              narrow ? (
                <span className="flex flex-col gap-0.5">
                  <span>{token.name}</span>
                  <span className="text-sm text-secondary">{scopesText(token)}</span>
                  <span className="text-xs text-muted">
                    {t('forum.tokens.expiresLine', { time: expiresText(token) })}
                  </span>
                </span>
              ) : (
                token.name
              ),
          },
          {
            id: 'prefix',
            title: t('forum.tokens.prefix'),
            cell: (token) => <code className="font-mono text-sm">{token.prefix}…</code>,
          },
          {
            id: 'scopes',
            title: t('forum.tokens.scopes'),
            cell: scopesText,
          },
          { id: 'createdAt', title: t('forum.tokens.createdAt'), cell: (token) => formatDateTime(token.createdAt) },
          {
            id: 'expiresAt',
            title: t('forum.tokens.expiresAt'),
            cell: expiresText,
          },
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
