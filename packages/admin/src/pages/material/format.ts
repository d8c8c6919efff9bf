/** How the library words a material's numbers: a duration as m:ss (h:mm:ss past an hour), a size as KB/MB. */
import type { Material } from '@soundboard/contract';
import { formatSize } from '@soundboard/ui/pickers/upload-files.ts';

export { formatSize };

export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(whole % 60)}` : `${minutes}:${pad(whole % 60)}`;
}

/** Dimensions for images, the duration for audio and video, nothing for documents. */
export function materialFacts(material: Pick<Material, 'width' | 'height' | 'duration'>): string {
  if (material.width && material.height) return `${material.width} × ${material.height}`;
  if (material.duration !== null) return formatDuration(material.duration);
  return '';
}
