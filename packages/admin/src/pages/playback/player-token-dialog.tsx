/**
 * A player's new device token, shown once (the server keeps only its hash): the token, the player's address
 * with the token in its fragment (absolute, to open on the device) and that address as a QR code to scan there.
 * Its texts are the store detail's (stores namespace), where it opens.
 */
import type { IssuedPlayerToken } from '@soundboard/contract';
import { QrCode } from '@soundboard/ui/data-display/qr-code.tsx';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';

/** The server's player URL made absolute against this page's origin (the device opens it as it stands). */
export function absolutePlayerUrl(playerUrl: string, origin: string): string {
  return new URL(playerUrl, origin).href;
}

export function PlayerTokenDialog({
  issued,
  playerName,
  onClose,
}: {
  issued: IssuedPlayerToken;
  playerName: string;
  onClose: () => void;
}) {
  const t = useT();
  const url = absolutePlayerUrl(issued.playerUrl, globalThis.location.origin);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('stores.players.token.copied'));
    } catch {
      toast.error(t('stores.players.token.copyFailed'));
    }
  };
  return (
    <Modal
      isOpen
      title={t('stores.players.token.title', { name: playerName })}
      isDismissable={false}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <Button variant="primary" onPress={onClose}>
          {t('stores.players.token.done')}
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        <Alert status="warning" title={t('stores.players.token.once')} />
        <p className="text-sm text-secondary">
          {t('stores.players.token.issuedAt', { date: formatDateTime(issued.issuedAt) })}
        </p>
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium text-default" id="player-token-label">
            {t('stores.players.token.token')}
          </span>
          <output
            aria-labelledby="player-token-label"
            data-player-token
            className="block select-all break-all rounded-md bg-fill-2 px-3 py-2 font-mono text-sm text-default"
          >
            {issued.token}
          </output>
          <Button size="sm" className="self-start" onPress={() => void copy(issued.token)}>
            {t('stores.players.token.copyToken')}
          </Button>
        </div>
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium text-default" id="player-url-label">
            {t('stores.players.token.url')}
          </span>
          <output
            aria-labelledby="player-url-label"
            data-player-url
            className="block select-all break-all rounded-md bg-fill-2 px-3 py-2 font-mono text-sm text-default"
          >
            {url}
          </output>
          <Button size="sm" className="self-start" onPress={() => void copy(url)}>
            {t('stores.players.token.copyUrl')}
          </Button>
        </div>
        <div className="flex flex-col items-center gap-1">
          <QrCode value={url} size={192} label={t('stores.players.token.qr', { name: playerName })} />
          <p className="text-sm text-secondary">{t('stores.players.token.scan')}</p>
        </div>
      </div>
    </Modal>
  );
}
