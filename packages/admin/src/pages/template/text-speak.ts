/**
 * Speaking a text in the browser from a screen: waits for the browser's voices, picks one for the template's
 * language, and says why nothing is spoken (no Web Speech API, or no voice for that language) instead of
 * staying silent. Speech stops when the screen goes.
 */
import type { TextLanguage, VoiceSettings } from '@soundboard/contract';
import { useEffect, useState } from 'react';
import { browserSpeechSupported, loadVoices, speak, stopSpeaking, voiceFor } from './text-browser-speech';

export type SpeakOutcome = 'spoken' | 'noVoice' | 'unsupported';

export function useBrowserSpeech() {
  const [speaking, setSpeaking] = useState(false);
  useEffect(() => () => stopSpeaking(), []);
  const say = async (text: string, language: TextLanguage, settings: VoiceSettings): Promise<SpeakOutcome> => {
    if (!browserSpeechSupported()) return 'unsupported';
    const voice = voiceFor(await loadVoices(), language);
    if (!voice) return 'noVoice';
    setSpeaking(true);
    try {
      await speak(text, voice, settings);
    } finally {
      setSpeaking(false);
    }
    return 'spoken';
  };
  const stop = () => {
    stopSpeaking();
    setSpeaking(false);
  };
  return { speaking, say, stop };
}
