/** Any unmatched path, or a route the user may not open (see ../routes/guards.ts). */
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { useId } from 'react';
import { useT } from '../i18n/use-t';
import { DEFAULT_ROUTE_PATH } from '../routes/table';

export default function NotFoundPage() {
  const titleId = useId(); // unique: the pages kept in other tabs are in the document too
  const t = useT();
  return (
    <section className="flex flex-col items-center gap-3 p-12 text-center" aria-labelledby={titleId}>
      <p className="text-4xl font-semibold text-muted" aria-hidden="true">
        404
      </p>
      <h1 id={titleId} className="text-xl font-semibold text-default">
        {t('route.notFound')}
      </h1>
      <p className="text-secondary">{t('route.notFound.description')}</p>
      <Link href={DEFAULT_ROUTE_PATH}>{t('route.notFound.back')}</Link>
    </section>
  );
}
