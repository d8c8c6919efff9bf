/**
 * The recorded voice of a text template: an audio material from the library (the admin's library picker, kind
 * audio) that plays instead of synthesis, shown with its name and the kit's audio preview over its stored peaks.
 */
import type { Material } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { materialDetail } from '../../api/materials';
import { useT } from '../../i18n/use-t';
import { useMaterialUrls } from '../../resource/material-urls';

const LibraryPicker = lazy(() => import('../material/library-picker'));
const AudioPart = lazy(() => import('../material/audio-part'));

/** The chosen material and a playable URL of it (fetched with the token), or nulls while none / loading. */
function useRecording(id: number | null): { material: Material | null; src: string | null } {
  const urlOf = useMaterialUrls();
  const [loaded, setLoaded] = useState<{ material: Material | null; src: string | null }>({
    material: null,
    src: null,
  });
  useEffect(() => {
    setLoaded({ material: null, src: null });
    if (id === null) return;
    let live = true;
    Promise.all([materialDetail(id), urlOf(id)]).then(
      ([material, src]) => live && setLoaded({ material, src }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id, urlOf]);
  return loaded;
}

export interface RecordedVoiceProps {
  label: string;
  value: number | null;
  onChange: (next: number | null) => void;
  readOnly: boolean;
  error: string | undefined;
}

export function RecordedVoice({ label, value, onChange, readOnly, error }: RecordedVoiceProps) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  const { material, src } = useRecording(value);
  return (
    <fieldset className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0">
      <legend className="mb-1 p-0 text-sm font-medium text-default">{label}</legend>
      <div className="flex flex-wrap items-center gap-2">
        {value !== null && (
          <span className="min-w-0 flex-1 truncate text-sm text-default">{material?.name ?? `#${value}`}</span>
        )}
        {!readOnly && (
          <Button size="sm" onPress={() => setPicking(true)}>
            {value === null ? t('templates.voice.choose') : t('templates.voice.replace')}
          </Button>
        )}
        {!readOnly && value !== null && (
          <Button
            size="sm"
            variant="text"
            iconOnly
            icon={<X />}
            aria-label={t('templates.voice.remove')}
            onPress={() => onChange(null)}
          />
        )}
      </div>
      {src && material && (
        <Suspense fallback={null}>
          <AudioPart src={src} peaks={material.peaks ?? []} duration={material.duration ?? 0} />
        </Suspense>
      )}
      <p className="m-0 text-xs text-muted">{t('templates.voice.recordedHint')}</p>
      {error && <p className="m-0 text-xs text-danger-text">{error}</p>}
      {picking && (
        <Suspense fallback={null}>
          <LibraryPicker
            kind="audio"
            max={1}
            onChoose={([id]) => {
              setPicking(false);
              if (id !== undefined) onChange(id);
            }}
            onClose={() => setPicking(false)}
          />
        </Suspense>
      )}
    </fieldset>
  );
}
