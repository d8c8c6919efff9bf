/**
 * Fitment (/store/decoration/fitment): the storefront's global look — loads the draft and hands it to the form
 * (fitment/fitment-editor.tsx); a reload after a conflict or a restored version starts the form afresh.
 */
import type { FitmentDraft } from '@soundboard/contract';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { useEffect, useState } from 'react';
import { fitmentApi } from '../../api/fitment';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import type { PageProps } from '../../routes/types';
import { FitmentEditor } from './fitment/fitment-editor';

export default function FitmentPage({ route }: PageProps) {
  const t = useT();
  const [loaded, setLoaded] = useState<{ draft: FitmentDraft; generation: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const take = (draft: FitmentDraft) => setLoaded((now) => ({ draft, generation: (now?.generation ?? 0) + 1 }));
  const load = () => {
    setFailed(false);
    fitmentApi.draft().then(take, () => setFailed(true));
  };
  useEffect(load, []);

  if (!loaded) return failed ? <LoadFailed title={t('fitment.loadFailed')} onRetry={load} /> : <Skeleton rows={10} />;
  return (
    <FitmentEditor
      key={loaded.generation}
      generation={loaded.generation}
      title={t(route.titleKey)}
      draft={loaded.draft}
      onReload={load}
      onRestored={take}
    />
  );
}
