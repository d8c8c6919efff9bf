/**
 * "Where used": every record that refers to the material, by its label; a record the admin has a screen for
 * links there (a product opens the product list searched by its SKU, the label's first word).
 */
import type { MaterialUsage } from '@soundboard/contract';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { useT } from '../../i18n/use-t';

/** Where a usage's record can be seen, by entity (a later module adds its own line). */
const RECORD_LINKS: Record<string, (usage: MaterialUsage) => string> = {
  product: (usage) => `/product/product?q=${encodeURIComponent(usage.label.split(/\s+/)[0] ?? '')}`,
};

export function UsageList({ usages }: { usages: readonly MaterialUsage[] }) {
  const t = useT();
  if (usages.length === 0) return <p className="text-sm text-muted">{t('material.usages.none')}</p>;
  return (
    <ul aria-label={t('material.usages')} className="flex flex-col gap-1">
      {usages.map((usage) => {
        const href = RECORD_LINKS[usage.entity]?.(usage);
        const label = usage.label || `#${usage.entityId}`;
        return (
          <li key={`${usage.entity}-${usage.entityId}-${usage.field}`} className="flex items-baseline gap-2 text-sm">
            <span className="shrink-0 text-muted">{t(`material.usage.entity.${usage.entity}`)}</span>
            {href ? <Link href={href}>{label}</Link> : <span className="text-default">{label}</span>}
          </li>
        );
      })}
    </ul>
  );
}
