/** What a page shows while its code loads (a failed load is the lazy page's to show). */
import { useT } from '../i18n/use-t';

export function PageLoading() {
  const t = useT();
  return (
    <p role="status" className="p-6 text-muted">
      {t('page.loading')}
    </p>
  );
}
