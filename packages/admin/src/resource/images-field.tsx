/**
 * An `images` field (product pictures, and any later resource's): thumbnails of the chosen materials (fetched with
 * the token) with a remove button and move earlier / later each, and "Choose from library", which opens the media
 * library's picker (images only, several at once, upload inside). The picker's code loads when it is first opened,
 * so a form with images does not pay for it up front. The value is the list of material ids, in order.
 */
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { ChevronLeft, ChevronRight, ImagePlus, X } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useT } from '../i18n/use-t';
import { MaterialThumb } from '../pages/material/material-thumb';

const LibraryPicker = lazy(() => import('../pages/material/library-picker'));

/** The list with the item at `from` moved to `to`. */
function moved(ids: number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
}

function Thumbnail({
  id,
  index,
  count,
  onChange,
}: {
  id: number;
  index: number;
  count: number;
  /** Absent: read-only, the picture alone. */
  onChange?: (change: { remove: true } | { to: number }) => void;
}) {
  const t = useT();
  const corner = 'absolute bg-surface/80';
  if (!onChange)
    return (
      <li className="relative size-20 overflow-hidden rounded-md border border-subtle">
        <MaterialThumb id={id} kind="image" className="size-full" />
      </li>
    );
  return (
    <li className="relative size-20 overflow-hidden rounded-md border border-subtle">
      <MaterialThumb id={id} kind="image" className="size-full" />
      <Button
        iconOnly
        size="sm"
        aria-label={t('resource.images.remove', { index: index + 1 })}
        icon={<X />}
        className={`${corner} top-1 right-1`}
        onPress={() => onChange({ remove: true })}
      />
      {count > 1 && (
        <span className="absolute inset-x-1 bottom-1 flex justify-between">
          <Button
            iconOnly
            size="sm"
            aria-label={t('resource.images.earlier', { index: index + 1 })}
            icon={<ChevronLeft />}
            className="bg-surface/80"
            isDisabled={index === 0}
            onPress={() => onChange({ to: index - 1 })}
          />
          <Button
            iconOnly
            size="sm"
            aria-label={t('resource.images.later', { index: index + 1 })}
            icon={<ChevronRight />}
            className="bg-surface/80"
            isDisabled={index === count - 1}
            onPress={() => onChange({ to: index + 1 })}
          />
        </span>
      )}
    </li>
  );
}

export function ImagesField({
  value = [],
  onChange,
  label,
  max,
  errorMessage,
  shownPublicly = false,
  isDisabled = false,
  isReadOnly = false,
}: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  label?: ReactNode;
  max: number;
  errorMessage?: ReactNode;
  /** The record is shown on public pages: the picker offers public materials only. */
  shownPublicly?: boolean;
  /** Either: the pictures alone, nothing to choose, remove or move (a frozen form). */
  isDisabled?: boolean;
  isReadOnly?: boolean;
}) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  const name = typeof label === 'string' ? label : undefined;
  const editable = !isDisabled && !isReadOnly;
  return (
    <div className="flex flex-col gap-2">
      {label && <span className="text-sm font-medium text-default">{label}</span>}
      {value.length > 0 && (
        <ul aria-label={name} className="flex flex-wrap gap-2">
          {value.map((id, index) => (
            <Thumbnail
              key={id}
              id={id}
              index={index}
              count={value.length}
              onChange={
                editable
                  ? (change) =>
                      onChange?.(
                        'remove' in change ? value.filter((other) => other !== id) : moved(value, index, change.to),
                      )
                  : undefined
              }
            />
          ))}
        </ul>
      )}
      {!editable && value.length === 0 && <span className="text-sm text-muted">{t('resource.images.none')}</span>}
      {editable && value.length < max && (
        <Button icon={<ImagePlus />} className="self-start" aria-description={name} onPress={() => setPicking(true)}>
          {t('resource.images.choose')}
        </Button>
      )}
      {errorMessage && <p className="text-xs text-danger-text">{errorMessage}</p>}
      {picking && (
        <Suspense fallback={null}>
          <LibraryPicker
            kind="image"
            max={max - value.length}
            exclude={value}
            publicOnly={shownPublicly}
            onClose={() => setPicking(false)}
            onChoose={(ids) => {
              setPicking(false);
              onChange?.([...value, ...ids.filter((id) => !value.includes(id))].slice(0, max));
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
