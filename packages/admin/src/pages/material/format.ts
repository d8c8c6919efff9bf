/** How the library words a material's facts (the kit's clock for durations, its KB/MB for sizes). */
import type { Material } from '@soundboard/contract';
import { formatDuration } from '@soundboard/ui/media/format-duration.ts';
import { formatSize } from '@soundboard/ui/pickers/upload-files.ts';

export { formatSize };

/** Dimensions for images, the duration for audio and video, nothing for documents. */
export function materialFacts(material: Pick<Material, 'width' | 'height' | 'duration'>): string {
  if (material.width && material.height) return `${material.width} × ${material.height}`;
  if (material.duration !== null) return formatDuration(material.duration);
  return '';
}
