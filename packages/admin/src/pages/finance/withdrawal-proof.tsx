/**
 * A paid withdrawal's proof in its detail: the bank slip's thumbnail and name from the library (a download of
 * the file), instead of the material's bare number.
 */
import { materialFileUrl } from '@soundboard/contract';
import { NativeButton } from '@soundboard/ui/inputs/native-button.tsx';
import { useCallback } from 'react';
import { materialDetail } from '../../api/materials';
import { useT } from '../../i18n/use-t';
import { useLatestLoad } from '../../lib/use-latest-load';
import { download } from '../../resource/download';
import { MaterialThumb } from '../material/material-thumb';

export function WithdrawalProof({ id }: { id: number }) {
  const t = useT();
  const load = useCallback(() => materialDetail(id), [id]);
  const { data, failed } = useLatestLoad(load);
  if (failed) return <span className="text-muted">{t('finance.withdrawal.proof.missing', { id })}</span>;
  if (!data) return <span className="text-muted">…</span>;
  return (
    <span className="inline-flex items-center gap-2">
      <MaterialThumb id={id} kind={data.kind} className="size-8 rounded-sm" />
      <NativeButton
        size="sm"
        variant="text"
        aria-label={t('finance.withdrawal.proof.download', { name: data.name })}
        onClick={() => void download(materialFileUrl(id), data.name)}
      >
        {data.name}
      </NativeButton>
    </span>
  );
}
