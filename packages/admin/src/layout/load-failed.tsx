/** A screen's data did not load: what failed, and a button that asks again (the same words on every screen). */
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { useT } from '../i18n/use-t';

export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert status="error" title={title}>
      <Button variant="secondary" size="sm" className="mt-2" onPress={onRetry}>
        {t('app.retry')}
      </Button>
    </Alert>
  );
}
