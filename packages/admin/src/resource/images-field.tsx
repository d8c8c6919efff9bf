/**
 * Product images: thumbnails of the uploaded files (fetched with the token, like avatars) with a remove
 * button each, and the kit's Upload to add more (PNG/JPEG/WebP, at most IMAGE_MAX_BYTES, checked before
 * sending). The value is the list of file ids.
 */
import { filePath, IMAGE_MAX_BYTES, IMAGE_TYPES, IMAGE_UPLOAD_PATH } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Upload } from '@soundboard/ui/pickers/upload.tsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { upload } from '../api/http';
import { useT } from '../i18n/use-t';
import { useAvatarSrc } from '../lib/use-avatar-src';

function Thumbnail({ id, onRemove, label }: { id: number; onRemove: () => void; label: string }) {
  const src = useAvatarSrc(filePath(id));
  return (
    <li className="relative size-20 overflow-hidden rounded-md border border-subtle bg-fill-1">
      {src && <img src={src} alt="" className="size-full object-cover" />}
      <Button
        iconOnly
        size="sm"
        aria-label={label}
        icon={<X />}
        className="absolute top-1 right-1 bg-surface/80"
        onPress={onRemove}
      />
    </li>
  );
}

export function ImagesField({
  value = [],
  onChange,
  label,
  max,
  errorMessage,
}: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  label?: ReactNode;
  max: number;
  errorMessage?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 && (
        <ul aria-label={typeof label === 'string' ? label : undefined} className="flex flex-wrap gap-2">
          {value.map((id, index) => (
            <Thumbnail
              key={id}
              id={id}
              label={t('resource.images.remove', { index: index + 1 })}
              onRemove={() => onChange?.(value.filter((other) => other !== id))}
            />
          ))}
        </ul>
      )}
      {value.length < max && (
        <Upload
          label={label}
          accept={[...IMAGE_TYPES]}
          maxSize={IMAGE_MAX_BYTES}
          upload={(file, options) => upload<{ id: number }>(IMAGE_UPLOAD_PATH, file, options)}
          onUploaded={(_file, result: { id: number }) => onChange?.([...value, result.id].slice(0, max))}
        />
      )}
      {errorMessage && <p className="text-xs text-danger-text">{errorMessage}</p>}
    </div>
  );
}
