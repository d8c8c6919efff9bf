/**
 * The text template's preview beside its form (below it on a phone): a sample store (default: the first), the
 * script rendered with that store's values by the server (a pause after the last change), the estimated
 * duration, "Speak in browser" (Web Speech API, with the template's language and voice settings) and "Render on
 * server" (espeak-ng, cached by hash; played with the kit's audio preview, "cached" when it was made before).
 * A server without speech synthesis says so here, in place of the button's result, not as an error.
 */
import { useStore } from '@nanostores/react';
import {
  type SpeechRender,
  type SpeechStatus,
  store,
  type TextLanguage,
  type TextRender,
  type TextRenderInput,
  translate,
} from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { SearchSelect } from '@soundboard/ui/pickers/search-select.tsx';
import { AudioLines, Square, Volume2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { textTemplatesApi } from '../../api/text-templates';
import { useT } from '../../i18n/use-t';
import { referenceSearch } from '../../resource/references';
import { useReferenceName } from '../../resource/use-reference-name';
import { $locale } from '../../stores/locale';
import { type SpeakOutcome, useBrowserSpeech } from './text-speak';

const AudioPart = lazy(() => import('../material/audio-part'));
const RENDER_PAUSE_MS = 400;

export interface TextPreviewPanelProps {
  /** The form's values as a render request, or null while they cannot be rendered (a limit broken). */
  input: Omit<TextRenderInput, 'storeId'> | null;
  /** The script has problems: the server would refuse to speak it. */
  hasIssues: boolean;
  /** The template plays a recorded voice instead of synthesis. */
  recorded: boolean;
}

/** The server's render of the input, a pause after it last changed. */
function useRender(input: TextRenderInput | null): TextRender | null {
  const [render, setRender] = useState<TextRender | null>(null);
  const key = JSON.stringify(input);
  useEffect(() => {
    if (!input) return;
    let live = true;
    const timer = setTimeout(() => {
      textTemplatesApi.render(input).then(
        (answer) => live && setRender(answer),
        () => undefined,
      );
    }, RENDER_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);
  return render;
}

function ServerSpeech({ input, disabled }: { input: TextRenderInput | null; disabled: boolean }) {
  const t = useT();
  const locale = useStore($locale);
  const [status, setStatus] = useState<SpeechStatus | null>(null);
  // The render belongs to the input it was made from: after an edit it is no longer what the template says.
  const inputKey = JSON.stringify(input);
  const [made, setMade] = useState<{ render: SpeechRender; src: string; inputKey: string } | null>(null);
  const result = made?.inputKey === inputKey ? made : null;
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    textTemplatesApi.speechStatus().then(setStatus, () => undefined);
  }, []);
  useEffect(() => () => (made ? URL.revokeObjectURL(made.src) : undefined), [made]);
  const run = async () => {
    if (!input) return;
    setBusy(true);
    try {
      const render = await textTemplatesApi.speech(input);
      setMade({ render, src: await textTemplatesApi.speechAudio(render.key), inputKey });
    } catch {
      // The request layer has said what failed (the script's problems are listed under the editor).
    } finally {
      setBusy(false);
    }
  };
  if (status && !status.available)
    return <Alert status="info">{translate(locale === 'en-US' ? 'en-US' : 'zh-CN', 'player.speechUnavailable')}</Alert>;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          icon={<AudioLines />}
          isPending={busy}
          isDisabled={!status || disabled}
          onPress={() => void run()}
        >
          {t('templates.preview.server')}
        </Button>
        {result && (
          <StatusTag color={result.render.cached ? 'default' : 'success'}>
            {result.render.cached ? t('templates.preview.cached') : t('templates.preview.fresh')}
          </StatusTag>
        )}
      </div>
      {status?.engine && (
        <p className="m-0 text-xs text-muted">{t('templates.preview.engine', { engine: status.engine })}</p>
      )}
      {result && (
        <Suspense fallback={null}>
          <AudioPart src={result.src} peaks={[]} duration={result.render.durationMs / 1000} />
        </Suspense>
      )}
    </div>
  );
}

export function TextPreviewPanel({ input: formInput, hasIssues, recorded }: TextPreviewPanelProps) {
  const t = useT();
  const [storeId, setStoreId] = useState<number | null>(null);
  const storeName = useReferenceName(store, storeId === null ? undefined : String(storeId));
  const input = formInput ? { ...formInput, storeId } : null;
  const render = useRender(input);
  const speech = useBrowserSpeech();
  const [outcome, setOutcome] = useState<SpeakOutcome | null>(null);
  const language: TextLanguage = formInput?.language ?? 'zh-CN';
  const text = render?.text.trim() ?? '';
  const languageName = t(`templates.language.${language}`);

  const speak = async () => {
    if (!formInput || !text) return;
    setOutcome(null);
    setOutcome(await speech.say(text, language, formInput));
  };

  return (
    <section aria-labelledby="text-preview-title" className="flex flex-col gap-4 rounded-lg bg-surface p-4">
      <h2 id="text-preview-title" className="m-0 text-base font-semibold text-default">
        {t('templates.preview.title')}
      </h2>
      <SearchSelect
        label={t('templates.preview.store')}
        description={t('templates.preview.storeHint')}
        placeholder={render?.store?.name ?? t('resource.search')}
        value={storeId === null ? null : String(storeId)}
        selectedLabel={storeName}
        search={referenceSearch(store)}
        onChange={(id) => setStoreId(id === null ? null : Number(id))}
      />
      <div className="flex flex-col gap-1">
        <h3 className="m-0 text-sm font-medium text-default">{t('templates.preview.text')}</h3>
        <p
          lang={language}
          aria-live="polite"
          className="m-0 min-h-12 rounded-md bg-fill-1 px-3 py-2 text-base break-words whitespace-pre-wrap text-default"
        >
          {text || <span className="text-muted">{t('templates.preview.empty')}</span>}
        </p>
        {render && (
          <p className="m-0 text-sm text-secondary">
            {t('templates.preview.duration', { seconds: render.estimatedSeconds })}
          </p>
        )}
      </div>
      {recorded && <Alert status="info">{t('templates.preview.recordedNote')}</Alert>}
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          {speech.speaking ? (
            <Button size="sm" icon={<Square />} onPress={speech.stop}>
              {t('templates.preview.stop')}
            </Button>
          ) : (
            <Button size="sm" variant="primary" icon={<Volume2 />} isDisabled={!text} onPress={() => void speak()}>
              {t('templates.preview.speak')}
            </Button>
          )}
        </div>
        {outcome === 'noVoice' && (
          <Alert status="warning">{t('templates.preview.noVoice', { language: languageName })}</Alert>
        )}
        {outcome === 'unsupported' && <Alert status="warning">{t('templates.preview.noSpeech')}</Alert>}
      </div>
      {hasIssues && <p className="m-0 text-sm text-danger-text">{t('templates.preview.fixIssues')}</p>}
      <ServerSpeech input={input} disabled={hasIssues || !text} />
    </section>
  );
}
