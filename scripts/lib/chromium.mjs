// Where the Debian Chromium lives and the flags that work on these machines (no GPU, no outbound network).
// Plain JavaScript so the Node bench scripts can import it; .storybook/chromium.ts re-exports it for TypeScript.

/** The full browser, as users have it: the benchmarks and the screenshot scripts measure and look with it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The tests' browser: Debian's `chromium-headless-shell`, the same Blink, V8 and Skia without the full browser's
 * own layers (the screenshot baselines are taken with it); the e2e walks need less CPU in it (docs/testing.md).
 * CHROMIUM_PATH, when set, stands for both.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Identical font rendering across runs, so screenshot baselines compare pixel for pixel.
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  // Media may play without a real gesture: stories and tests press keys by script, and the audio preview's tests
  // play real audio (muted playback is no way out: Chromium exempts only muted video).
  '--autoplay-policy=no-user-gesture-required',
];
