/**
 * Upload's two ways in: the drop zone with its choose button (the default look) and a button alone (compact, for
 * a tight spot such as under an avatar). Both word themselves for one file or several.
 */
import { UploadCloud, Upload as UploadIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button as AriaButton, DropZone, FileTrigger, Text } from 'react-aria-components';
import { format, useMessages } from '../i18n/messages';
import { Button } from '../inputs/button';
import { cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';
import { uploadMessages } from './upload.messages';
import { formatSize } from './upload-files';

export interface UploadTriggerProps {
  accept?: string[];
  maxSize?: number;
  multiple: boolean;
  onFiles: (files: File[]) => void;
}

/** "Choose files" or "Choose a file", and the same for the drop hint and the size limit. */
function useWording(multiple: boolean) {
  const t = useMessages(uploadMessages);
  return multiple
    ? { dropHint: t.dropHint, choose: t.choose, limits: t.limits }
    : { dropHint: t.dropHintOne, choose: t.chooseOne, limits: t.limitsOne };
}

function Limits({ maxSize, limits, id }: { maxSize?: number; limits: string; id?: string }) {
  if (maxSize === undefined) return null;
  return (
    <span id={id} className="text-xs text-muted">
      {format(limits, { size: formatSize(maxSize) })}
    </span>
  );
}

export function UploadDropZone({ accept, maxSize, multiple, onFiles }: UploadTriggerProps) {
  const text = useWording(multiple);
  return (
    <DropZone
      aria-label={text.choose}
      onDrop={async (event) => {
        const files = event.items.filter((item) => item.kind === 'file');
        onFiles(await Promise.all(files.map((item) => item.getFile())));
      }}
      className={cx(
        'flex flex-col items-center gap-2 rounded-lg border border-dashed border-strong bg-fill-1 px-6 py-6 text-center',
        'data-drop-target:border-primary data-drop-target:bg-primary-subtle',
        focusRing,
      )}
    >
      <UploadCloud aria-hidden="true" className="size-8 text-muted" />
      <Text slot="label" className="text-sm text-secondary">
        {text.dropHint}
      </Text>
      <FileTrigger acceptedFileTypes={accept} allowsMultiple={multiple} onSelect={(list) => list && onFiles([...list])}>
        <AriaButton
          className={cx(
            'rounded-md border border-primary-border bg-surface px-3 py-1 text-sm text-primary-text',
            'data-hovered:bg-primary-subtle data-pressed:bg-primary-subtle',
            focusRing,
          )}
        >
          {text.choose}
        </AriaButton>
      </FileTrigger>
      <Limits maxSize={maxSize} limits={text.limits} />
    </DropZone>
  );
}

/** Compact: the button says what it does (the field's label, or "choose a file"); the size limit describes it. */
export function UploadButton({
  accept,
  maxSize,
  multiple,
  onFiles,
  label,
}: UploadTriggerProps & { label?: ReactNode }) {
  const text = useWording(multiple);
  const limitsId = useId();
  return (
    <div className="flex flex-col items-start gap-1">
      <FileTrigger acceptedFileTypes={accept} allowsMultiple={multiple} onSelect={(list) => list && onFiles([...list])}>
        <Button variant="outline" icon={<UploadIcon />} aria-describedby={maxSize === undefined ? undefined : limitsId}>
          {label ?? text.choose}
        </Button>
      </FileTrigger>
      <Limits maxSize={maxSize} limits={text.limits} id={limitsId} />
    </div>
  );
}
