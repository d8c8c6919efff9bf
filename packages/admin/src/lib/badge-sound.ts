/**
 * The badge's sound (User settings → message notification): a short soft tone made in the browser, so no audio
 * file ships with the app. Browsers let a page play sound only after the user has interacted with it.
 */
let context: AudioContext | null = null;

export function playBadgeSound(): void {
  const Audio = globalThis.AudioContext;
  if (!Audio) return;
  context ??= new Audio();
  const tone = context.createOscillator();
  const gain = context.createGain();
  tone.frequency.value = 880;
  gain.gain.setValueAtTime(0.06, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + 0.18);
  tone.connect(gain).connect(context.destination);
  tone.start();
  tone.stop(context.currentTime + 0.2);
}
