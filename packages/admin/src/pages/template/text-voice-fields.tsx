/**
 * The voice group of the text-template form: rate, pitch and volume on sliders (the contract's limits), and the
 * recorded voice — an audio material from the library that plays instead of synthesis.
 */
import { textTemplate, VOICE_LIMITS } from '@soundboard/contract';
import { Slider } from '@soundboard/ui/inputs/slider.tsx';
import { useT } from '../../i18n/use-t';
import type { ResourceLabels } from '../../resource/labels';
import { RecordedVoice } from './text-recorded-voice';

export type VoiceName = 'rate' | 'pitch' | 'volume';

interface VoiceFieldsProps {
  labels: ResourceLabels;
  values: Record<string, unknown>;
  setValue: (name: string, value: unknown) => void;
  errors: Record<string, string | undefined>;
  readOnly: boolean;
}

const SLIDERS: { name: VoiceName; step: number }[] = [
  { name: 'rate', step: 5 },
  { name: 'pitch', step: 1 },
  { name: 'volume', step: 5 },
];

function ErrorText({ message }: { message: string | undefined }) {
  return message ? <p className="m-0 text-xs text-danger-text">{message}</p> : null;
}

export function VoiceFields({ labels, values, setValue, errors, readOnly }: VoiceFieldsProps) {
  const t = useT();
  return (
    <section className="flex flex-col gap-4" aria-labelledby="text-voice-title">
      <h2 id="text-voice-title" className="m-0 text-base font-semibold text-default">
        {labels.group('voice')}
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {SLIDERS.map(({ name, step }) => (
          <div key={name} className="flex flex-col gap-1">
            <Slider
              label={labels.field(name)}
              minValue={VOICE_LIMITS[name].min}
              maxValue={VOICE_LIMITS[name].max}
              step={step}
              isDisabled={readOnly}
              value={Number(values[name] ?? textTemplate.fields[name].default ?? VOICE_LIMITS[name].default)}
              onChange={(next) => setValue(name, next)}
            />
            <ErrorText message={errors[name]} />
          </div>
        ))}
      </div>
      <p className="m-0 text-xs text-muted">{t('templates.voice.hint')}</p>
      <RecordedVoice
        label={labels.field('voiceMaterialId')}
        value={
          values.voiceMaterialId === null || values.voiceMaterialId === undefined
            ? null
            : Number(values.voiceMaterialId)
        }
        onChange={(next) => setValue('voiceMaterialId', next)}
        readOnly={readOnly}
        error={errors.voiceMaterialId}
      />
    </section>
  );
}
