/**
 * A player's device-token buttons in the store detail (store:write): "Issue token" (asking first when it
 * replaces one, since the device holding the old token stops playing) and "Revoke" (asking first). A new token
 * opens the dialog that shows it once. Texts: the store detail's (stores namespace).
 */
import type { IssuedPlayerToken } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { useState } from 'react';
import { issuePlayerToken, revokePlayerToken } from '../../api/playback';
import { useT } from '../../i18n/use-t';
import { PlayerTokenDialog } from './player-token-dialog';

export interface TokenPlayer {
  id: number;
  name: string;
  tokenIssuedAt: string | null;
}

export function PlayerTokenActions({
  storeId,
  player,
  onChanged,
}: {
  storeId: number;
  player: TokenPlayer;
  onChanged: () => void;
}) {
  const t = useT();
  const [issued, setIssued] = useState<IssuedPlayerToken | null>(null);
  const [busy, setBusy] = useState(false);
  const hasToken = player.tokenIssuedAt !== null;

  const issue = async () => {
    if (
      hasToken &&
      !(await confirm({
        title: t('stores.players.token.replaceTitle', { name: player.name }),
        content: t('stores.players.token.replace'),
        okText: t('stores.players.token.issue'),
        danger: true,
      }))
    )
      return;
    setBusy(true);
    const answer = await issuePlayerToken(storeId, player.id).catch(() => null);
    setBusy(false);
    if (!answer) return;
    setIssued(answer);
    onChanged();
  };
  const revoke = async () => {
    const ok = await confirm({
      title: t('stores.players.token.revokeTitle', { name: player.name }),
      content: t('stores.players.token.revokeContent'),
      okText: t('stores.players.token.revoke'),
      danger: true,
    });
    if (!ok) return;
    setBusy(true);
    const done = await revokePlayerToken(storeId, player.id).then(
      () => true,
      () => false,
    );
    setBusy(false);
    if (!done) return;
    toast.success(t('stores.players.token.revoked'));
    onChanged();
  };

  return (
    <span className="flex gap-1">
      <Button
        size="sm"
        variant="text"
        isDisabled={busy}
        aria-label={t('stores.players.token.issueFor', { name: player.name })}
        onPress={() => void issue()}
      >
        {t('stores.players.token.issue')}
      </Button>
      {hasToken && (
        <Button
          size="sm"
          variant="text"
          isDisabled={busy}
          aria-label={t('stores.players.token.revokeFor', { name: player.name })}
          onPress={() => void revoke()}
        >
          {t('stores.players.token.revoke')}
        </Button>
      )}
      {issued && <PlayerTokenDialog issued={issued} playerName={player.name} onClose={() => setIssued(null)} />}
    </span>
  );
}
