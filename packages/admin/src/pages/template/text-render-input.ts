/**
 * The preview's render request from the text-template form's values, or null while the values break a limit the
 * server would refuse (a rate typed out of range, a script over its length): the preview then keeps its last
 * render instead of asking for an error.
 */
import {
  TEXT_LANGUAGES,
  type TextLanguage,
  type TextRenderInput,
  textTemplate,
  VOICE_LIMITS,
} from '@soundboard/contract';

type Input = Omit<TextRenderInput, 'storeId'>;

const within = (value: unknown, limits: { min: number; max: number }): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= limits.min && value <= limits.max;

export function renderInput(values: Record<string, unknown>): Input | null {
  const script = String(values.script ?? '');
  const promo = String(values.promo ?? '');
  const language = values.language as TextLanguage;
  const { rate, pitch, volume } = values;
  if (!TEXT_LANGUAGES.includes(language)) return null;
  if (script.length > (textTemplate.fields.script.max ?? 1000) || promo.length > (textTemplate.fields.promo.max ?? 120))
    return null;
  if (!within(rate, VOICE_LIMITS.rate) || !within(pitch, VOICE_LIMITS.pitch) || !within(volume, VOICE_LIMITS.volume))
    return null;
  return { script, language, promo, rate, pitch, volume };
}
