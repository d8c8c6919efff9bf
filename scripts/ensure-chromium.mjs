/**
 * Makes sure the browser tests can run: Debian's Chromium (or CHROMIUM_PATH) and the fonts the screenshot
 * baselines were taken with (Noto Sans CJK for Chinese), and espeak-ng, which renders announcements to audio (the
 * tests that need it skip without it, saying so). Installs them with apt-get when running as root; otherwise says
 * exactly what to run. Exits non-zero when the browser or the fonts are missing and cannot be installed.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = ['chromium', 'fonts-noto-cjk', 'fonts-noto-color-emoji', 'espeak-ng'];
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
  if (existsSync(chromiumPath) && hasFonts() && hasSpeech()) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && has('command -v apt-get')) {
    console.info(`Installing ${PACKAGES.join(', ')} with apt-get (needed by the browser tests)…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES.join(' ')}`, {
      stdio: 'inherit',
    });
    if (existsSync(chromiumPath) && hasFonts()) return true;
  } else if (existsSync(chromiumPath) && hasFonts()) {
    console.warn(`espeak-ng is missing: the speech tests will skip (sudo apt-get install -y espeak-ng).`);
    return true;
  }
  console.error(
    [
      `Chromium (${chromiumPath}) or the Noto CJK fonts are missing, and they could not be installed here.`,
      `On Debian/Ubuntu run:  sudo apt-get install -y ${PACKAGES.join(' ')}`,
      'Or point CHROMIUM_PATH at another Chromium build (screenshots then may differ from the baselines).',
    ].join('\n'),
  );
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1);
