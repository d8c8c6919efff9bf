/**
 * Workplace (the default page): greets the signed-in user by name for the time of day, shows the day's data
 * panels (./workplace/panels: figures, sales trend, low stock, latest orders) and links to the areas their roles
 * open (the same menu the side bar shows).
 */
import { useStore } from '@nanostores/react';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { useT } from '../i18n/use-t';
import { menuIcon } from '../layout/menu-icons';
import { menuFromRoutes } from '../layout/menu-model';
import type { PageProps } from '../routes/types';
import { $session } from '../stores/session';
import { MySalesTarget } from './workplace/my-sales-target';
import { WorkplacePanels } from './workplace/panels';

/** The greeting key for an hour of the day (0-23). */
export function greetingKey(hour: number): string {
  if (hour < 5 || hour >= 18) return 'workplace.greeting.evening';
  if (hour < 12) return 'workplace.greeting.morning';
  return 'workplace.greeting.afternoon';
}

export interface WorkplacePageProps extends Partial<PageProps> {
  /** The moment the greeting is for; the page's own clock when not given (the screen stories fix it). */
  now?: Date;
}

/** The page's requests, asked for ahead of it (routes/page-loaders.ts). */
export { prefetchWorkplace } from './workplace/prefetch';

export default function WorkplacePage({ now }: WorkplacePageProps = {}) {
  const t = useT();
  const session = useStore($session);
  const areas = menuFromRoutes({ roles: session.role ?? [], permissions: session.permissions }).filter(
    (group) => group.key !== 'dashboard',
  );
  return (
    <section className="flex flex-col gap-4" aria-labelledby="page-title">
      <div className="rounded-lg bg-surface p-4 sm:p-6">
        <h1 id="page-title" className="text-xl font-semibold text-default">
          {t(greetingKey((now ?? new Date()).getHours()), { name: session.user_name })}
        </h1>
        <p className="mt-1 text-secondary">{t('workplace.subtitle')}</p>
      </div>
      <MySalesTarget />
      <WorkplacePanels />
      <nav aria-label={t('workplace.areas')} className="rounded-lg bg-surface p-4 sm:p-6">
        <h2 className="mb-3 text-base font-medium text-default">{t('workplace.areas')}</h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {areas.map((group) => (
            <li key={group.key}>
              <Link
                href={group.children?.[0]?.path ?? '/'}
                className="flex h-full items-center gap-2 rounded-md border border-subtle px-3 py-2.5 text-default data-hovered:border-primary-border data-hovered:no-underline data-hovered:text-primary-text [&_svg]:size-4 [&_svg]:shrink-0"
              >
                {menuIcon(group.icon)}
                {t(group.titleKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
