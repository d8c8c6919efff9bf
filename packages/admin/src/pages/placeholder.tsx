/** The shared page of every screen not built yet: the route's translated title and a "coming soon" line. */

import { useId } from 'react';
import { useT } from '../i18n/use-t';
import type { PageProps } from '../routes/types';

export default function PlaceholderPage({ route }: PageProps) {
  const titleId = useId(); // unique: the pages kept in other tabs are in the document too
  const t = useT();
  return (
    <section className="flex flex-col gap-2 rounded-lg bg-surface p-4 sm:p-6" aria-labelledby={titleId}>
      <h1 id={titleId} className="text-xl font-semibold text-default">
        {t(route.titleKey)}
      </h1>
      <p className="text-secondary">{t('page.comingSoon')}</p>
    </section>
  );
}
