/** "Replace file": new content of the same kind for this material (probed like an upload), with progress. */
import type { Material } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { replaceMaterial } from '../../api/materials';
import { useT } from '../../i18n/use-t';
import { uploadExtras } from './probe';

export function ReplaceButton({
  material,
  accept,
  onReplaced,
}: {
  material: Material;
  accept: string[];
  onReplaced: () => void;
}) {
  const t = useT();
  const [progress, setProgress] = useState<number | null>(null);
  const replace = async (file: File) => {
    setProgress(0);
    await replaceMaterial(material.id, file, {
      ...(await uploadExtras(file)),
      onProgress: setProgress,
      signal: new AbortController().signal,
    }).then(
      () => {
        toast.success(t('material.replaced'));
        onReplaced();
      },
      () => undefined, // the refusal (another kind, content already in the library) is toasted
    );
    setProgress(null);
  };
  return (
    <FileTrigger acceptedFileTypes={accept} onSelect={(files) => files?.[0] && replace(files[0])}>
      <Button icon={<RefreshCw />} isPending={progress !== null}>
        {progress !== null ? t('material.replacing', { percent: Math.round(progress) }) : t('material.replace')}
      </Button>
    </FileTrigger>
  );
}
