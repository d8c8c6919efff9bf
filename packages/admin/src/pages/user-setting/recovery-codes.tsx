/**
 * The recovery codes, shown once (after enrolling or asking for new ones): the server keeps only their hashes, so
 * the user copies or downloads them now. Keyboard: Copy, Download, then "I have saved them" closes the list.
 */
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { useT } from '../../i18n/use-t';

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('twoFactor.copied'));
    } catch {
      toast.error(t('twoFactor.copyFailed'));
    }
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'soundboard-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <section aria-labelledby="recovery-codes-title" className="flex flex-col gap-3">
      <h3 id="recovery-codes-title" className="text-sm font-medium text-default">
        {t('twoFactor.recoveryTitle')}
      </h3>
      <Alert status="warning">{t('twoFactor.recoveryHint')}</Alert>
      <ul
        data-recovery-codes
        className="grid max-w-md grid-cols-2 gap-x-6 gap-y-1 rounded-md bg-fill-2 px-4 py-3 font-mono text-base text-default select-all"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button onPress={() => void copy()}>{t('twoFactor.copy')}</Button>
        <Button onPress={download}>{t('twoFactor.download')}</Button>
        <Button variant="primary" onPress={onDone}>
          {t('twoFactor.done')}
        </Button>
      </div>
    </section>
  );
}
