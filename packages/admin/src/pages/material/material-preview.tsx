/**
 * The detail's preview: the file fetched with the token as an object URL (revoked when the drawer closes). An
 * image shows whole, audio plays in the kit's AudioPreview over its stored peaks (its code loads only here),
 * a video in a <video>, a PDF through a link that saves it.
 */
import { type MaterialDetail, materialFileUrl } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/use-t';
import { useAvatarSrc } from '../../lib/use-avatar-src';
import { download } from '../../resource/download';

const AudioPart = lazy(() => import('./audio-part'));

export function MaterialPreview({ material }: { material: MaterialDetail }) {
  const t = useT();
  const src = useAvatarSrc(material.kind === 'document' ? null : materialFileUrl(material.id));
  const box = 'flex min-h-24 items-center justify-center overflow-hidden rounded-md bg-fill-1';
  if (material.kind === 'document') {
    return (
      <Button icon={<Download />} onPress={() => download(materialFileUrl(material.id), material.name)}>
        {t('material.openFile', { name: material.name })}
      </Button>
    );
  }
  if (!src) return <div className={box} aria-busy="true" />;
  if (material.kind === 'image') {
    return (
      <div className={box}>
        <img src={src} alt={material.name} className="max-h-80 max-w-full object-contain" />
      </div>
    );
  }
  if (material.kind === 'video') {
    // biome-ignore lint/a11y/useMediaCaption: staff media without caption tracks; the player's controls are the point
    return <video src={src} controls className="max-h-80 w-full rounded-md bg-inverse" />;
  }
  return (
    <Suspense fallback={<div className={box} aria-busy="true" />}>
      <AudioPart src={src} peaks={material.peaks ?? []} duration={material.duration ?? 0} />
    </Suspense>
  );
}
