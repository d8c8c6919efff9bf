/** The shared page of every screen not built yet: the route's translated title and a "coming soon" line. */
import { useT } from '../i18n/use-t';
import type { PageProps } from '../routes/types';

export default function PlaceholderPage({ route }: PageProps) {
  const t = useT();
  return (
    <section className="flex flex-col gap-2 rounded-lg bg-surface p-4 sm:p-6" aria-labelledby="page-title">
      <h1 id="page-title" className="text-xl font-semibold text-default">
        {t(route.titleKey)}
      </h1>
      <p className="text-secondary">{t('page.comingSoon')}</p>
    </section>
  );
}
