/**
 * Speaking a rendered announcement in the browser (Web Speech API). Voices differ per system and `getVoices()`
 * starts empty in Chromium until `voiceschanged` fires, so the voice list is awaited (a short wait: a browser
 * without voices never fires it). The template's settings map onto the API's scales: rate 100 % -> 1, pitch
 * 50 -> 1 (0..2), volume 100 % -> 1.
 */
import type { VoiceSettings } from '@soundboard/contract';

const VOICES_WAIT_MS = 1500;

export function browserSpeechSupported(): boolean {
  return typeof globalThis.speechSynthesis !== 'undefined' && typeof SpeechSynthesisUtterance !== 'undefined';
}

/** The browser's voices, once it has listed them (empty when it has none, or no speech at all). */
export function loadVoices(): Promise<SpeechSynthesisVoice[]> {
  if (!browserSpeechSupported()) return Promise.resolve([]);
  const synth = globalThis.speechSynthesis;
  const now = synth.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', done);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, VOICES_WAIT_MS);
    synth.addEventListener('voiceschanged', done);
  });
}

/** The best voice for a language: an exact match (zh-CN), else the same language (zh-TW, en-GB), else none. */
export function voiceFor(voices: readonly SpeechSynthesisVoice[], language: string): SpeechSynthesisVoice | null {
  const normal = (tag: string) => tag.replace('_', '-').toLowerCase();
  const exact = voices.find((voice) => normal(voice.lang) === language.toLowerCase());
  if (exact) return exact;
  const base = language.split('-')[0]?.toLowerCase() ?? '';
  return voices.find((voice) => normal(voice.lang).split('-')[0] === base) ?? null;
}

/** The API's values for the template's settings. */
export function utteranceSettings(settings: VoiceSettings): { rate: number; pitch: number; volume: number } {
  return { rate: settings.rate / 100, pitch: settings.pitch / 50, volume: settings.volume / 100 };
}

/** Speaks the text (anything speaking stops first); resolves when it ends or fails. */
export function speak(text: string, voice: SpeechSynthesisVoice, settings: VoiceSettings): Promise<void> {
  const synth = globalThis.speechSynthesis;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  Object.assign(utterance, utteranceSettings(settings));
  return new Promise((resolve) => {
    utterance.onend = () => resolve();
    utterance.onerror = () => resolve();
    synth.speak(utterance);
  });
}

export function stopSpeaking(): void {
  if (browserSpeechSupported()) globalThis.speechSynthesis.cancel();
}
