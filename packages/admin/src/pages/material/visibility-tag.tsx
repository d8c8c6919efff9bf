/** Who may see a material, as a small label in the library's list and detail (contract MATERIAL_VISIBILITIES). */
import type { Material, MaterialVisibility } from '@soundboard/contract';
import { StatusTag, type TagColor } from '@soundboard/ui/data-display/tag.tsx';
import { useT } from '../../i18n/use-t';

const COLORS: Record<MaterialVisibility, TagColor> = { public: 'success', internal: 'default', restricted: 'warning' };

export function VisibilityTag({ material }: { material: Pick<Material, 'visibility' | 'readPermission'> }) {
  const t = useT();
  const label = t(`material.visibility.${material.visibility}`);
  return (
    <StatusTag size="sm" color={COLORS[material.visibility]}>
      {material.readPermission ? t('material.visibility.restrictedTo', { permission: material.readPermission }) : label}
    </StatusTag>
  );
}
