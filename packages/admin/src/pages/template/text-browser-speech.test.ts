import { describe, expect, it } from 'vitest';
import { utteranceSettings, voiceFor } from './text-browser-speech';

const voice = (lang: string, name = lang) => ({ lang, name }) as SpeechSynthesisVoice;

describe('voiceFor', () => {
  const voices = [voice('en-GB'), voice('zh_TW'), voice('zh-CN', 'Tingting'), voice('en-US', 'Samantha')];

  it('takes the exact language first', () => {
    expect(voiceFor(voices, 'zh-CN')?.name).toBe('Tingting');
    expect(voiceFor(voices, 'en-US')?.name).toBe('Samantha');
  });

  it('falls back to the same language in another region', () => {
    expect(voiceFor([voice('en-GB'), voice('zh_TW')], 'zh-CN')?.lang).toBe('zh_TW');
  });

  it('finds nothing when no voice speaks the language', () => {
    expect(voiceFor([voice('de-DE'), voice('fr-FR')], 'zh-CN')).toBeNull();
    expect(voiceFor([], 'en-US')).toBeNull();
  });
});

describe('utteranceSettings', () => {
  it('maps rate %, pitch 0..100 and volume % onto the API scales', () => {
    expect(utteranceSettings({ rate: 100, pitch: 50, volume: 100 })).toEqual({ rate: 1, pitch: 1, volume: 1 });
    expect(utteranceSettings({ rate: 150, pitch: 0, volume: 40 })).toEqual({ rate: 1.5, pitch: 0, volume: 0.4 });
  });
});
