/** The browser's own voice for an announcement the server could not render (entry url null). */
import type { EngineSpeech } from '@soundboard/ui/player-engine/types.ts';

export function speak(speech: EngineSpeech): Promise<void> {
  return new Promise((resolve, reject) => {
    if (typeof speechSynthesis === 'undefined') {
      reject(new Error('no speech synthesis'));
      return;
    }
    const utterance = new SpeechSynthesisUtterance(speech.text);
    utterance.lang = speech.language;
    // Contract VOICE_LIMITS: rate 50–200 %, pitch 0–100 (50 is normal), volume 0–100 %.
    utterance.rate = speech.rate / 100;
    utterance.pitch = speech.pitch / 50;
    utterance.volume = speech.volume / 100;
    utterance.onend = () => resolve();
    utterance.onerror = () => reject(new Error('speech failed'));
    speechSynthesis.speak(utterance);
  });
}
