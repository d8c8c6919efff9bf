/** The low-stock column: a warning tag on the rows at or under their alert level, nothing on the others. */
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { useT } from '../../i18n/use-t';

export function LowStockTag({ low }: { low: boolean }) {
  const t = useT();
  return low ? (
    <StatusTag size="sm" color="warning">
      {t('inventory.lowStock')}
    </StatusTag>
  ) : null;
}
