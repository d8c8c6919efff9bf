/** A titled Workplace panel with an optional "view all" link to the list it samples. */
import { Link } from '@soundboard/ui/inputs/link.tsx';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useT } from '../../i18n/use-t';

export function Panel({
  name,
  title,
  allHref,
  children,
}: {
  /** data-panel, for tests and styles. */
  name: string;
  title: string;
  allHref?: string;
  children: ReactNode;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <section data-panel={name} aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg bg-surface p-4">
      <header className="flex items-center justify-between gap-4">
        <h3 id={titleId} className="text-lg font-medium text-default">
          {title}
        </h3>
        {allHref && (
          <Link href={allHref} className="text-sm">
            {t('workplace.viewAll')}
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}
