/**
 * Makes sure the browser tests can run: Debian's Chromium and its headless shell, the tests' browser (or
 * CHROMIUM_PATH for both, see scripts/lib/chromium.mjs), the fonts the screenshot baselines were taken with
 * (Noto Sans CJK for Chinese), and espeak-ng, which renders announcements to audio (the tests that need it skip
 * without it, saying so). Installs them with apt-get when running as root; otherwise says
 * exactly what to run. Exits non-zero when the browser or the fonts are missing and cannot be installed.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, TEST_CHROMIUM_PATH } from './lib/chromium.mjs';

const PACKAGES = ['chromium', 'chromium-headless-shell', 'fonts-noto-cjk', 'fonts-noto-color-emoji', 'espeak-ng'];
const hasBrowsers = () => existsSync(CHROMIUM_PATH) && existsSync(TEST_CHROMIUM_PATH);

const has = (cmd) => {
  try {
    execSync(cmd, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const hasFonts = () => has('fc-list | grep -q "Noto Sans CJK SC"');

const hasSpeech = () => has('command -v espeak-ng');

export function ensureChromium() {
  if (hasBrowsers() && hasFonts() && hasSpeech()) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && has('command -v apt-get')) {
    console.info(`Installing ${PACKAGES.join(', ')} with apt-get (needed by the browser tests)…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES.join(' ')}`, {
      stdio: 'inherit',
    });
    if (hasBrowsers() && hasFonts()) return true;
  } else if (hasBrowsers() && hasFonts()) {
    console.warn(`espeak-ng is missing: the speech tests will skip (sudo apt-get install -y espeak-ng).`);
    return true;
  }
  console.error(
    [
      `Chromium (${CHROMIUM_PATH}, ${TEST_CHROMIUM_PATH}) or the Noto CJK fonts are missing, and they could not be installed here.`,
      `On Debian/Ubuntu run:  sudo apt-get install -y ${PACKAGES.join(' ')}`,
      'Or point CHROMIUM_PATH at another Chromium build for both (screenshots then may differ from the baselines).',
    ].join('\n'),
  );
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1);
