/**
 * "Play an announcement now" for a store (template:write): choose one of the active text templates, confirm,
 * and every player of the store plays it at the next second; the toast says how many players were sent it.
 * The server refuses a template that is not active or a store without players with a translated message (the
 * client's error toast shows it). Texts: the store detail's (stores namespace).
 */
import { textTemplate } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { SearchSelect } from '@soundboard/ui/pickers/search-select.tsx';
import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { announceNow } from '../../api/playback';
import { useT } from '../../i18n/use-t';
import { referenceSearch } from '../../resource/references';

const activeTemplates = referenceSearch(textTemplate, { status: 'active' });

export function AnnounceNow({ storeId, storeName }: { storeId: number; storeName: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<{ id: string; label: string } | null>(null);
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);

  const close = () => {
    setOpen(false);
    setChoice(null);
    setMissing(false);
  };
  const send = async () => {
    if (!choice) return setMissing(true);
    const ok = await confirm({
      title: t('stores.players.announce.confirmTitle'),
      content: t('stores.players.announce.confirm', { name: choice.label, store: storeName }),
      okText: t('stores.players.announce.send'),
    });
    if (!ok) return;
    setSending(true);
    const answer = await announceNow(storeId, Number(choice.id)).catch(() => null);
    setSending(false);
    if (!answer) return; // the error toast said why
    toast.success(t('stores.players.announce.sent', { count: answer.players }));
    close();
  };

  return (
    <>
      <Button size="sm" icon={<Megaphone aria-hidden />} onPress={() => setOpen(true)}>
        {t('stores.players.announce.button')}
      </Button>
      {open && (
        <Modal
          isOpen
          title={t('stores.players.announce.title', { store: storeName })}
          onOpenChange={(next) => !next && close()}
          footer={
            <>
              <Button onPress={close}>{t('stores.players.announce.cancel')}</Button>
              <Button variant="primary" isPending={sending} onPress={() => void send()}>
                {t('stores.players.announce.send')}
              </Button>
            </>
          }
        >
          <div className="flex flex-col gap-3">
            <p className="text-sm text-secondary">{t('stores.players.announce.intro')}</p>
            <SearchSelect
              label={t('stores.players.announce.template')}
              isRequired
              value={choice?.id ?? null}
              selectedLabel={choice?.label}
              search={activeTemplates}
              isInvalid={missing}
              errorMessage={missing ? t('stores.players.announce.choose') : undefined}
              onChange={(id, option) => {
                setChoice(id && option ? { id, label: option.label } : null);
                setMissing(false);
              }}
            />
          </div>
        </Modal>
      )}
    </>
  );
}
